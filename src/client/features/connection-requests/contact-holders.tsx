import { Building2 } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { useContactHolders } from './api/contact-holders';
import { QueryProblem } from './query-problem';

/** docs/product/roles.md#consent-is-recorded: the buyer can always see which institutions hold their name, e-mail and phone. */
export function ContactHolders() {
  const holders = useContactHolders();
  return (
    <section aria-labelledby="quien-tiene-tus-datos" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="quien-tiene-tus-datos" className="text-xl font-bold text-slate-900">
        Quién tiene tus datos de contacto
      </h2>
      <p className="text-sm text-slate-700">
        Una institución recibe tu nombre, correo electrónico y teléfono solo después de que aceptas su solicitud de conexión.
      </p>
      {holders.isPending ? (
        <p className="text-slate-600">Cargando...</p>
      ) : holders.isError ? (
        <QueryProblem onRetry={() => holders.refetch()} />
      ) : holders.data.length === 0 ? (
        <p className="text-slate-800">Ninguna institución tiene tus datos de contacto.</p>
      ) : (
        <ul className="grid gap-2">
          {holders.data.map((holder) => (
            <li key={holder.requestId} className="flex items-start gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
              <Building2 className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">{holder.institutionName}</p>
                <p className="text-sm text-slate-700">Desde el {formatDate(holder.unlockedAt ?? holder.acceptedAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
