// docs/product/buyer-control.md#record-of-contacts: staff log each attempt to reach a buyer they unlocked (the buyer
// reads the same log). After a revocation the log stays readable and takes no new attempt.
import { useState, type FormEvent } from 'react';
import { ClipboardList } from 'lucide-react';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import {
  contactAttemptOutcomeLabels,
  contactAttemptOutcomes,
  contactChannelLabels,
  contactChannels,
  describeContactPreferences,
  newContactAttemptSchema,
  type ContactAttemptOutcome,
  type ContactChannel,
} from '../../../shared/schemas/buyer-control';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { formatDateTime } from '../../lib/format';
import { useContactAttempts, useLogContactAttempt } from './api/contact-attempts';

/** The browser's local time as a datetime-local value ("2026-11-10T14:05"). */
function localNow(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function ContactLogButton({ lead }: { lead: BankLead }) {
  const [open, setOpen] = useState(false);
  const canLog = lead.state === 'unlocked';
  return (
    <>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <ClipboardList className="size-4" aria-hidden="true" />
        {canLog ? 'Registrar intento de contacto' : 'Ver intentos de contacto'}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Registro de contactos"
        description={
          canLog
            ? `Lead en ${lead.municipio}. Anota cada intento de contacto: el comprador ve este registro.`
            : `Lead en ${lead.municipio}. ${marketplaceCopy.consentRevoked}`
        }
      >
        {canLog && <AttemptForm lead={lead} />}
        <AttemptLog leadId={lead.id} open={open} />
        <Button variant="secondary" className="justify-self-end" onClick={() => setOpen(false)}>
          Cerrar
        </Button>
      </Modal>
    </>
  );
}

function AttemptForm({ lead }: { lead: BankLead }) {
  const preferred = lead.contactPreferences?.channels[0] ?? 'phone';
  const [attemptedAt, setAttemptedAt] = useState(localNow);
  const [channel, setChannel] = useState<ContactChannel>(preferred);
  const [outcome, setOutcome] = useState<ContactAttemptOutcome>('reached');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const log = useLogContactAttempt(lead.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // datetime-local is the officer's own clock; the server keeps the instant.
    const when = attemptedAt ? new Date(attemptedAt) : null;
    const checked = newContactAttemptSchema.safeParse({
      attemptedAt: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
      channel,
      outcome,
      note,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    log.mutate(checked.data, {
      onSuccess: () => {
        setNote('');
        toast({ title: 'Intento registrado', description: 'Quedó en el registro de contactos de este lead.', variant: 'success' });
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Registrar intento de contacto" className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Fecha y hora del intento"
          type="datetime-local"
          value={attemptedAt}
          max={localNow()}
          onChange={(event) => setAttemptedAt(event.target.value)}
        />
        <SelectField label="Medio" value={channel} onChange={(event) => setChannel(event.target.value as ContactChannel)}>
          {contactChannels.map((option) => (
            <option key={option} value={option}>
              {contactChannelLabels[option]}
            </option>
          ))}
        </SelectField>
      </div>
      {lead.contactPreferences && (
        <p className="text-xs text-slate-700">Preferencias del comprador: {describeContactPreferences(lead.contactPreferences)}</p>
      )}
      <SelectField label="Resultado" value={outcome} onChange={(event) => setOutcome(event.target.value as ContactAttemptOutcome)}>
        {contactAttemptOutcomes.map((option) => (
          <option key={option} value={option}>
            {contactAttemptOutcomeLabels[option]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Nota (opcional)"
        value={note}
        maxLength={500}
        className="min-h-20"
        onChange={(event) => setNote(event.target.value)}
      />
      <FormError error={problem ?? log.error} />
      <Button type="submit" className="justify-self-start" disabled={log.isPending}>
        {log.isPending ? 'Guardando...' : 'Guardar intento'}
      </Button>
    </form>
  );
}

function AttemptLog({ leadId, open }: { leadId: string; open: boolean }) {
  const attempts = useContactAttempts(leadId, open);
  return (
    <section aria-labelledby={`attempts-${leadId}`} className="grid gap-2">
      <h3 id={`attempts-${leadId}`} className="font-semibold text-slate-900">
        Intentos registrados
      </h3>
      {attempts.isError ? (
        <FormError error={attempts.error} />
      ) : !attempts.data ? (
        <p role="status" className="text-sm text-slate-700">
          Cargando intentos...
        </p>
      ) : attempts.data.length === 0 ? (
        <p className="text-sm text-slate-700">Todavía no hay intentos registrados.</p>
      ) : (
        <ul className="grid gap-2">
          {attempts.data.map((attempt) => (
            <li key={attempt.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">{formatDateTime(attempt.attemptedAt)}</p>
              <p className="text-slate-800">
                {contactChannelLabels[attempt.channel]} · {contactAttemptOutcomeLabels[attempt.outcome]}
              </p>
              {attempt.note && <p className="break-words text-slate-700">{attempt.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
