import type { UserConnectionRequest } from '../../../shared/schemas/leads';
import { formatDate } from '../../lib/format';
import { formatBudget } from '../../lib/format-budget';

/** What a request is about: the interest municipality, the budget and when it arrived. */
export function RequestDetails({ request }: { request: UserConnectionRequest }) {
  const rows: Array<[string, string]> = [
    ['Municipio de interés', request.municipio],
    ['Presupuesto', formatBudget(request.precioMeta)],
    ['Fecha de solicitud', formatDate(request.createdAt)],
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
