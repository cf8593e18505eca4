// Console › Pagos › Devoluciones de leads (docs/product/lender-integrations.md#lead-returns): institutions' asks for a
// credit, pending first, each with what the operator decides on. Leads by id only: never a buyer's contact data.
import { useState } from 'react';
import { leadReturnAdminStatusLabels, leadReturnReasonLabels, type AdminLeadReturn } from '../../../shared/schemas/lead-returns';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { formatCentsExact, formatDateTime } from '../../lib/format';
import { Pager, ScrollTable, td, th } from './admin-ui';
import { useAdminLeadReturns } from './api/lead-returns';
import { LeadReturnDecisionDialog } from './lead-returns-decision-dialog';

const stateTone: Record<AdminLeadReturn['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-900',
  refused: 'bg-slate-100 text-slate-800',
};

function State({ item }: { item: AdminLeadReturn }) {
  return (
    <span className="grid justify-items-start gap-1">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[item.status]}`}>
        {leadReturnAdminStatusLabels[item.status]}
      </span>
      {item.decidedAt && (
        <span className="text-xs text-slate-700">
          {formatDateTime(item.decidedAt)}
          {item.decidedBy ? ` · ${item.decidedBy}` : ''}
        </span>
      )}
      {item.status === 'approved' && item.refundedCents !== null && (
        <span className="text-xs font-semibold text-amber-800">Reembolsado {formatCentsExact(item.refundedCents)}</span>
      )}
      {item.decisionNote && <span className="break-words text-xs text-slate-700">Nota: {item.decisionNote}</span>}
    </span>
  );
}

function Reason({ item }: { item: AdminLeadReturn }) {
  return (
    <span className="grid gap-0.5">
      <span>{leadReturnReasonLabels[item.reason]}</span>
      {item.details && <span className="break-words text-slate-700">«{item.details}»</span>}
      {item.consentRevoked && <span className="text-xs font-semibold text-red-800">El comprador retiró su consentimiento</span>}
    </span>
  );
}

function DecideButton({ item, onDecide }: { item: AdminLeadReturn; onDecide: (item: AdminLeadReturn) => void }) {
  if (item.status !== 'pending') return null;
  return (
    <Button variant="secondary" className="whitespace-nowrap" onClick={() => onDecide(item)}>
      Decidir
      <span className="sr-only"> la devolución de {item.institutionName}</span>
    </Button>
  );
}

export function LeadReturnsSection() {
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<AdminLeadReturn | null>(null);
  const returns = useAdminLeadReturns(page);
  const data = returns.data;

  return (
    <section aria-labelledby="lead-returns-heading" className="mb-10 grid gap-3">
      <h2 id="lead-returns-heading" className="text-lg font-semibold text-slate-900">
        Devoluciones de leads{data ? ` (${data.pending} ${data.pending === 1 ? 'pendiente' : 'pendientes'})` : ''}
      </h2>
      <p className="text-sm text-slate-700">
        Pedidos de crédito de las instituciones por datos de contacto incorrectos, dentro de 7 días del desbloqueo. Aprobar reembolsa el
        desbloqueo una sola vez y le pide al comprador que confirme sus datos.
      </p>
      {returns.isError && <FormError error={returns.error} />}
      {returns.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Cargando devoluciones...
        </p>
      )}
      {data && data.items.length === 0 && <p className="text-slate-700">Ninguna institución ha pedido crédito por un lead.</p>}
      {data && data.items.length > 0 && (
        <>
          <ul aria-label="Devoluciones de leads" className="grid gap-3 md:hidden">
            {data.items.map((item) => (
              <li key={item.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <State item={item} />
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="font-semibold text-slate-900">Institución</dt>
                  <dd className="break-words text-slate-800">{item.institutionName}</dd>
                  <dt className="font-semibold text-slate-900">Lead</dt>
                  <dd className="break-all font-mono text-xs text-slate-800">{item.leadId}</dd>
                  <dt className="font-semibold text-slate-900">Motivo</dt>
                  <dd className="text-slate-800">
                    <Reason item={item} />
                  </dd>
                  <dt className="font-semibold text-slate-900">Desbloqueo</dt>
                  <dd className="text-slate-800">{formatCentsExact(item.unlockAmountCents)}</dd>
                  <dt className="font-semibold text-slate-900">Pedido</dt>
                  <dd className="text-slate-800">{formatDateTime(item.requestedAt)}</dd>
                </dl>
                <DecideButton item={item} onDecide={setDeciding} />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <ScrollTable label="Tabla de devoluciones de leads">
              <thead>
                <tr>
                  <th className={th}>Estado</th>
                  <th className={th}>Institución</th>
                  <th className={th}>Lead</th>
                  <th className={th}>Motivo y detalles</th>
                  <th className={`${th} text-right`}>Desbloqueo</th>
                  <th className={th}>Pedido</th>
                  <th className={th}>
                    <span className="sr-only">Acciones</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td className={td}>
                      <State item={item} />
                    </td>
                    <td className={td}>{item.institutionName}</td>
                    <td className={`${td} break-all font-mono text-xs`}>{item.leadId}</td>
                    <td className={`${td} max-w-72`}>
                      <Reason item={item} />
                    </td>
                    <td className={`${td} whitespace-nowrap text-right`}>{formatCentsExact(item.unlockAmountCents)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(item.requestedAt)}</td>
                    <td className={td}>
                      <DecideButton item={item} onDecide={setDeciding} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          {data.total > data.pageSize && (
            <Pager label="Páginas de devoluciones de leads" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          )}
        </>
      )}
      <LeadReturnDecisionDialog item={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
}
