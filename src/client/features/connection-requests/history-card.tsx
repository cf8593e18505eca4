import type { UserConnectionRequest } from '../../../shared/schemas/leads';
import { formatDate } from '../../lib/format';
import { RequestDetails } from './request-details';

const badges = {
  accepted: { label: 'Aceptada', className: 'bg-emerald-100 text-emerald-900' },
  declined: { label: 'Rechazada', className: 'bg-red-100 text-red-900' },
  revoked: { label: 'Consentimiento retirado', className: 'bg-slate-200 text-slate-900' },
  asked: { label: 'Lo pediste tú', className: 'bg-blue-100 text-blue-900' },
} as const;

/**
 * docs/product/screens.md history card: "Aceptada" or "Rechazada" (anything but accepted counts as declined), or
 * "Consentimiento retirado" after a revocation, and the buyer's message. A request the buyer started with "Me interesa"
 * says so: the buyer asked, nobody asked the buyer.
 */
export function HistoryCard({ request }: { request: UserConnectionRequest }) {
  const asked = request.origin === 'buyer';
  const badge = request.revokedAt
    ? badges.revoked
    : asked
      ? badges.asked
      : request.requestStatus === 'accepted'
        ? badges.accepted
        : badges.declined;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{request.bankName}</h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>{badge.label}</span>
      </div>
      <RequestDetails request={request} />
      {request.respondedAt && (
        <p className="mt-3 text-sm text-slate-600">
          {asked ? 'Pulsaste «Me interesa» el' : 'Respondiste el'} {formatDate(request.respondedAt)}.
        </p>
      )}
      {request.revokedAt && <p className="mt-1 text-sm text-slate-600">Retiraste tu consentimiento el {formatDate(request.revokedAt)}.</p>}
      {request.userResponse && (
        <figure className="mt-3 rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <figcaption className="text-slate-600">Tu mensaje</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words text-slate-900">{request.userResponse}</blockquote>
        </figure>
      )}
    </article>
  );
}
