// The institution's own receipts (docs/product/screens.md#institution-receipts): every confirmed payment, what it bought and whether it was refunded.
// Only internal lead ids and the municipality: never a buyer's contact data.
import { Link } from 'wouter';
import { paymentKindLabels } from '../../../shared/schemas/payment-ledger';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { formatCentsExact, formatDateTime } from '../../lib/format';
import { useReceipts } from './api/receipts';

export default function ReceiptsPage() {
  const receipts = useReceipts();
  const rows = receipts.data ?? [];
  const paid = rows.reduce((sum, r) => sum + r.amountCents, 0);
  const refunded = rows.reduce((sum, r) => sum + (r.refundedCents ?? 0), 0);

  return (
    <Page title="Pagos y recibos" subtitle="Cada pago confirmado de tu institución: cuánto, cuándo y qué compró.">
      <Link href={screens.leadsDashboard} className="mb-6 inline-flex min-h-11 items-center font-semibold text-blue-800 underline">
        Volver al portal de leads
      </Link>
      {receipts.isError ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          No se pudieron cargar tus pagos. Recarga la página para intentarlo de nuevo.
        </p>
      ) : receipts.isPending ? (
        <p role="status" className="text-slate-700">
          Cargando pagos...
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Todavía no tienes pagos confirmados.
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-800">
            Total pagado <strong>{formatCentsExact(paid)}</strong>
            {refunded > 0 && (
              <>
                {' '}
                · Reembolsado <strong>{formatCentsExact(refunded)}</strong>
              </>
            )}
          </p>
          <ul className="grid gap-3" aria-label="Recibos">
            {rows.map((receipt) => (
              <li key={receipt.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{paymentKindLabels[receipt.kind]}</h2>
                  <span className="text-lg font-bold text-slate-900">{formatCentsExact(receipt.amountCents)}</span>
                </div>
                <p className="text-sm text-slate-700">Pagado el {formatDateTime(receipt.paidAt)}</p>
                <p className="text-sm text-slate-700">
                  Lead en {receipt.municipio} · <span className="break-all">ID {receipt.leadId}</span>
                </p>
                <p className="text-sm text-slate-700">Recibo {receipt.id}</p>
                {receipt.refundedCents !== null && receipt.refundedAt && (
                  <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm font-semibold text-amber-900">
                    Reembolsado {formatCentsExact(receipt.refundedCents)} el {formatDateTime(receipt.refundedAt)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
