import { Building2 } from 'lucide-react';
import { useId, useState } from 'react';
import { contactAttemptOutcomeLabels, contactChannelLabels, type ContactAttempt } from '../../../shared/schemas/buyer-control';
import type { ContactHolder } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { useContactHolders } from './api/contact-holders';
import { holderState } from './buyer-control-view';
import { QueryProblem } from './query-problem';
import { RevokeConsentDialog } from './revoke-consent-dialog';

const stateTone = {
  unlocked: 'text-emerald-800',
  accepted: 'text-slate-700',
  revoked: 'text-red-800',
} as const;

/**
 * docs/product/buyer-control.md#revoking-consent: every institution whose request the buyer accepted, whether it
 * holds the contact data, the contact attempts its staff logged, and the way to withdraw consent from it.
 */
export function ContactHolders() {
  const holders = useContactHolders();
  const [revoking, setRevoking] = useState<ContactHolder | null>(null);
  return (
    <section aria-labelledby="quien-tiene-tus-datos" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="quien-tiene-tus-datos" className="text-xl font-bold text-slate-900">
        Quién tiene tus datos de contacto
      </h2>
      <p className="text-sm text-slate-700">
        Una institución recibe tu nombre, correo electrónico y teléfono solo después de que aceptas su solicitud de conexión. Puedes retirar
        tu consentimiento cuando quieras.
      </p>
      {holders.isPending ? (
        <p className="text-slate-600">Cargando...</p>
      ) : holders.isError ? (
        <QueryProblem onRetry={() => holders.refetch()} />
      ) : holders.data.length === 0 ? (
        <p className="text-slate-800">Ninguna institución tiene tus datos de contacto.</p>
      ) : (
        <ul className="grid gap-3">
          {holders.data.map((holder) => (
            <li key={holder.requestId}>
              <Holder holder={holder} onRevoke={() => setRevoking(holder)} />
            </li>
          ))}
        </ul>
      )}
      <RevokeConsentDialog holder={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

function Holder({ holder, onRevoke }: { holder: ContactHolder; onRevoke: () => void }) {
  const headingId = useId();
  const state = holderState(holder);
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
      <div className="flex items-start gap-3">
        <Building2 className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            {holder.institutionName}
          </h3>
          <p className={`text-sm font-medium ${stateTone[state.kind]}`}>{state.text}</p>
        </div>
      </div>
      <ContactAttempts attempts={holder.contactAttempts} />
      {state.kind !== 'revoked' && (
        <Button type="button" variant="secondary" className="w-full sm:w-auto sm:justify-self-start" onClick={onRevoke}>
          Retirar consentimiento<span className="sr-only"> a {holder.institutionName}</span>
        </Button>
      )}
    </article>
  );
}

/** docs/product/buyer-control.md#record-of-contacts: what the institution's staff logged, newest first, in Puerto Rico time. */
function ContactAttempts({ attempts }: { attempts: ContactAttempt[] }) {
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold text-slate-800">Intentos de contacto</h4>
      {attempts.length === 0 ? (
        <p className="text-sm text-slate-600">Sin intentos registrados</p>
      ) : (
        <ul className="grid gap-2">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="rounded-md bg-white p-2.5 text-sm ring-1 ring-slate-200">
              <p className="text-slate-600">
                <time dateTime={attempt.attemptedAt}>{formatDateTime(attempt.attemptedAt)}</time> · {contactChannelLabels[attempt.channel]}
              </p>
              <p className="font-medium text-slate-900">{contactAttemptOutcomeLabels[attempt.outcome]}</p>
              {attempt.note && <p className="whitespace-pre-line break-words text-slate-700">{attempt.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
