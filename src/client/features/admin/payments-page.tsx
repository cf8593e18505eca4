// Console › Pagos: the ledger with filters, paging, totals per institution and per month, CSV export and refunds
// (through the payment provider; a refund gives the money back and leaves what was bought in place).
import { useState } from 'react';
import type { LedgerRow } from '../../../shared/schemas/payment-ledger';
import { Button } from '../../components/ui/button';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { useLedger, type LedgerFilterForm } from './api/payments-ledger';
import { LeadReturnsSection } from './lead-returns-section';
import { PaymentFilters } from './payment-filters';
import { PaymentTotals } from './payment-totals';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';

export default function PaymentsPage() {
  const [filters, setFilters] = useState<LedgerFilterForm>({ institutionId: '', status: '', month: '' });
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<LedgerRow | null>(null);
  const ledger = useLedger(filters, page);
  const change = (key: keyof LedgerFilterForm) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };

  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalRows / data.pageSize)) : 1;

  return (
    <AdminLayout title="Pagos" subtitle="El libro de pagos de todas las instituciones, con totales y reembolsos.">
      <LeadReturnsSection />
      <PaymentFilters filters={filters} institutions={data?.institutions} onChange={change} />

      {ledger.isError && <p className="mb-4 text-red-800">No se pudo cargar el libro de pagos. Intenta de nuevo.</p>}
      {!data ? (
        <p role="status" className="text-slate-700">
          Cargando pagos...
        </p>
      ) : (
        <>
          <PaymentTotals totals={data.totals} />

          <section aria-labelledby="ledger-title">
            <h2 id="ledger-title" className="mb-3 text-lg font-semibold text-slate-900">
              Movimientos ({data.totalRows})
            </h2>
            {data.rows.length === 0 ? (
              <p className="text-slate-700">No hay pagos con estos filtros.</p>
            ) : (
              <PaymentsTable rows={data.rows} onRefund={setRefunding} />
            )}
            {pages > 1 && (
              <nav aria-label="Páginas del libro de pagos" className="mt-4 flex items-center justify-between gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Anterior
                </Button>
                <span className="text-sm text-slate-700">
                  Página {page} de {pages}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Siguiente
                </Button>
              </nav>
            )}
          </section>
        </>
      )}

      <RefundDialog row={refunding} onClose={() => setRefunding(null)} />
    </AdminLayout>
  );
}
