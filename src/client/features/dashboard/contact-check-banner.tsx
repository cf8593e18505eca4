// docs/product/lender-integrations.md#lead-returns: after an institution's return was approved, the buyer reads the
// e-mail and phone institutions received and confirms them, or corrects them by sending the "contact me" form again
// (the one place the app edits them). Never which institution, never the money.
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { leadReturnCopy } from '../../../shared/schemas/lead-returns';
import { useLeadVariant } from '../../api/lead-variant';
import { LeadCaptureDialog } from '../../components/lead-capture/lead-capture-dialog';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { toast } from '../../components/ui/toast-store';
import { contactCheckKey, useConfirmContactCheck, useContactCheck } from './api/contact-check';

export function ContactCheckBanner() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const check = useContactCheck().data;
  const confirm = useConfirmContactCheck();
  const variant = useLeadVariant();
  const [correcting, setCorrecting] = useState(false);
  if (!check?.requestedAt || !check.contact) return null;
  const { contact } = check;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <h2 id={headingId} className="font-semibold text-slate-900">
          {leadReturnCopy.contactCheckTitle}
        </h2>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-800">Correo electrónico</dt>
        <dd className="break-all text-slate-900">{contact.correo}</dd>
        <dt className="font-medium text-slate-800">Teléfono móvil</dt>
        <dd className="text-slate-900">{contact.movil}</dd>
      </dl>
      <p className="text-sm text-slate-800">Si algo no está bien, corrígelo: las instituciones que aceptes verán los datos nuevos.</p>
      <FormError error={confirm.error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () => toast({ title: 'Gracias', description: 'Confirmaste tus datos de contacto.', variant: 'success' }),
            })
          }
        >
          {confirm.isPending ? 'Guardando...' : 'Mis datos son correctos'}
        </Button>
        {variant && (
          <LeadCaptureDialog
            open={correcting}
            onOpenChange={(open) => {
              setCorrecting(open);
              // Sending the form again answers the check on the server; read it back once the dialog closes.
              if (!open) void queryClient.invalidateQueries({ queryKey: contactCheckKey });
            }}
            variant={variant}
            title="Corrige tus datos de contacto"
            description="Revisa tu correo y tu teléfono y vuelve a enviar el formulario: actualizamos tus datos."
            prefill={contact}
            trigger={<Button variant="secondary">Corregir mis datos</Button>}
          />
        )}
      </div>
    </section>
  );
}
