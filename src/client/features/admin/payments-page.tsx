// Console › Pagos: the ledger with filters, paging, totals per institution and per month, CSV export and refunds
// (through the payment provider; a refund gives the money back and leaves what was bought in place).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ledgerStatusFilters,
  paymentKindLabels,
  paymentProviderLabels,
  paymentStatusLabels,
  type LedgerPage,
  type LedgerRow,
} from '../../../shared/schemas/payment-ledger';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { ApiError, getJson, postJson } from '../../lib/api';
import { formatCentsExact, formatDateTime } from '../../lib/format';
import { AdminLayout } from './admin-layout';
import { queryString } from '../../lib/query-string';

interface Filters {
  institutionId: string;
  status: string;
  month: string;
}

const ledgerKey = ['/api/admin/payments'] as const;
const query = (filters: Filters, page?: number) => queryString({ ...filters, page: page && page > 1 ? page : undefined });

const monthLabel = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('es-PR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 15)));
};

function StatusText({ row }: { row: LedgerRow }) {
  return (
    <span>
      {paymentStatusLabels[row.status]}
      {row.refundedCents !== null && <span className="block font-semibold text-amber-800">Reembolsado {formatCentsExact(row.refundedCents)}</span>}
    </span>
  );
}

export default function PaymentsPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ institutionId: '', status: '', month: '' });
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<LedgerRow | null>(null);
  const ledger = useQuery({
    queryKey: [...ledgerKey, filters, page],
    queryFn: () => getJson<LedgerPage>(`/api/admin/payments${query(filters, page)}`),
    placeholderData: keepPreviousData,
  });
  const refund = useMutation({
    mutationFn: (row: LedgerRow) => postJson<LedgerRow>(`/api/admin/payments/${encodeURIComponent(row.id)}/refund`, {}),
    onSuccess: (row) => {
      setRefunding(null);
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
      toast({ title: 'Pago reembolsado', description: `${formatCentsExact(row.refundedCents ?? 0)} a ${row.institutionName}.`, variant: 'success' });
    },
    onError: (error) => {
      setRefunding(null);
      toast({ title: 'No se pudo reembolsar', description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined, variant: 'destructive' });
    },
  });
  const change = (key: keyof Filters) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };

  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalRows / data.pageSize)) : 1;
  const canRefund = (row: LedgerRow) => row.status === 'paid' && row.refundedCents === null;
  const refundButton = (row: LedgerRow) =>
    canRefund(row) ? (
      <Button variant="secondary" className="h-9 px-3" onClick={() => setRefunding(row)}>
        Reembolsar<span className="sr-only"> {formatCentsExact(row.amountCents)} a {row.institutionName}</span>
      </Button>
    ) : null;

  return (
    <AdminLayout title="Pagos" subtitle="El libro de pagos de todas las instituciones, con totales y reembolsos.">
      <Card as="section" aria-label="Filtros" className="mb-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <SelectField label="Institución" value={filters.institutionId} onChange={(e) => change('institutionId')(e.target.value)}>
            <option value="">Todas</option>
            {data?.institutions.map((institution) => (
              <option key={institution.id} value={institution.id}>
                {institution.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Estado" value={filters.status} onChange={(e) => change('status')(e.target.value)}>
            <option value="">Todos</option>
            {ledgerStatusFilters.map((status) => (
              <option key={status} value={status}>
                {paymentStatusLabels[status]}
              </option>
            ))}
          </SelectField>
          <Field label="Mes" type="month" value={filters.month} onChange={(e) => change('month')(e.target.value)} />
          <a
            href={`/api/admin/payments/export.csv${query(filters)}`}
            className="inline-flex h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            download
          >
            Exportar CSV
          </a>
        </div>
      </Card>

      {ledger.isError && <p className="mb-4 text-red-800">No se pudo cargar el libro de pagos. Intenta de nuevo.</p>}
      {!data ? (
        <p role="status" className="text-slate-700">
          Cargando pagos...
        </p>
      ) : (
        <>
          <section aria-labelledby="totals-title" className="mb-6">
            <h2 id="totals-title" className="mb-3 text-lg font-semibold text-slate-900">
              Totales
            </h2>
            <p className="mb-4 text-slate-800">
              Cobrado <strong>{formatCentsExact(data.totals.all.paidCents)}</strong> en {data.totals.all.count} {data.totals.all.count === 1 ? 'pago' : 'pagos'} · Reembolsado{' '}
              <strong>{formatCentsExact(data.totals.all.refundedCents)}</strong> · Neto{' '}
              <strong>{formatCentsExact(data.totals.all.paidCents - data.totals.all.refundedCents)}</strong>
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              <TotalsTable
                caption="Por institución"
                first="Institución"
                rows={data.totals.byInstitution.map((t) => ({ key: t.institutionId, label: t.institutionName, ...t }))}
              />
              <TotalsTable caption="Por mes" first="Mes" rows={data.totals.byMonth.map((t) => ({ key: t.month, label: monthLabel(t.month), ...t }))} />
            </div>
          </section>

          <section aria-labelledby="ledger-title">
            <h2 id="ledger-title" className="mb-3 text-lg font-semibold text-slate-900">
              Movimientos ({data.totalRows})
            </h2>
            {data.rows.length === 0 ? (
              <p className="text-slate-700">No hay pagos con estos filtros.</p>
            ) : (
              <>
                <ul className="grid gap-3 md:hidden" aria-label="Pagos">
                  {data.rows.map((row) => (
                    <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                      <p className="font-semibold text-slate-900">{row.institutionName}</p>
                      <p className="text-slate-700">
                        {paymentKindLabels[row.kind]} · {formatCentsExact(row.amountCents)} · {paymentProviderLabels[row.provider]}
                      </p>
                      <p className="text-slate-700">{formatDateTime(row.createdAt)}</p>
                      <p className="text-slate-700">
                        Lead en {row.municipio} · <StatusText row={row} />
                      </p>
                      <div className="mt-2">{refundButton(row)}</div>
                    </li>
                  ))}
                </ul>
                <div className="hidden md:block">
                  <table className="w-full border-collapse text-left text-sm">
                    <thead>
                      <tr className="border-b border-slate-300 text-slate-700">
                        <th scope="col" className="py-2 pr-3">Fecha</th>
                        <th scope="col" className="py-2 pr-3">Institución</th>
                        <th scope="col" className="py-2 pr-3">Tipo</th>
                        <th scope="col" className="py-2 pr-3 text-right">Monto</th>
                        <th scope="col" className="py-2 pr-3">Estado</th>
                        <th scope="col" className="py-2 pr-3">Proveedor</th>
                        <th scope="col" className="py-2">
                          <span className="sr-only">Acciones</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.rows.map((row) => (
                        <tr key={row.id} className="border-b border-slate-200 align-top">
                          <td className="py-2 pr-3 text-slate-800">{formatDateTime(row.createdAt)}</td>
                          <td className="py-2 pr-3 text-slate-900">
                            {row.institutionName}
                            <span className="block text-xs text-slate-700">Lead en {row.municipio}</span>
                          </td>
                          <td className="py-2 pr-3 text-slate-800">{paymentKindLabels[row.kind]}</td>
                          <td className="py-2 pr-3 text-right text-slate-900">{formatCentsExact(row.amountCents)}</td>
                          <td className="py-2 pr-3 text-slate-800">
                            <StatusText row={row} />
                          </td>
                          <td className="py-2 pr-3 text-slate-800">{paymentProviderLabels[row.provider]}</td>
                          <td className="py-2 text-right">{refundButton(row)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
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

      <Modal
        open={refunding !== null}
        onOpenChange={(open) => !open && !refund.isPending && setRefunding(null)}
        title="¿Reembolsar este pago?"
        description={
          refunding
            ? `Se devolverán ${formatCentsExact(refunding.amountCents)} a ${refunding.institutionName} por ${paymentKindLabels[refunding.kind].toLowerCase()}. El acceso que ya compró no cambia.`
            : ''
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setRefunding(null)} disabled={refund.isPending}>
            Cancelar
          </Button>
          <Button onClick={() => refunding && refund.mutate(refunding)} disabled={refund.isPending}>
            {refund.isPending ? 'Reembolsando...' : 'Confirmar reembolso'}
          </Button>
        </div>
      </Modal>
    </AdminLayout>
  );
}

function TotalsTable({ caption, first, rows }: { caption: string; first: string; rows: Array<{ key: string; label: string; paidCents: number; refundedCents: number; count: number }> }) {
  return (
    <Card className="p-4 sm:p-4">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1 pr-2">{first}</th>
            <th scope="col" className="py-1 pr-2 text-right">Cobrado</th>
            <th scope="col" className="py-1 text-right">Reembolsado</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-slate-700">Sin pagos.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal break-words text-slate-900">
                  {row.label}
                </th>
                <td className="py-1 pr-2 text-right text-slate-900">{formatCentsExact(row.paidCents)}</td>
                <td className="py-1 text-right text-slate-900">{formatCentsExact(row.refundedCents)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
