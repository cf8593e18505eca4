// The ledger's filters (institution, status, month) and the CSV export of what they select.
import { apiPaths } from '../../../shared/api-paths';
import { ledgerStatusFilters, paymentStatusLabels, type LedgerPage } from '../../../shared/schemas/payment-ledger';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { ledgerQueryString, type LedgerFilterForm } from './api/payments-ledger';

export function PaymentFilters({
  filters,
  institutions,
  onChange,
}: {
  filters: LedgerFilterForm;
  institutions: LedgerPage['institutions'] | undefined;
  onChange: (key: keyof LedgerFilterForm) => (value: string) => void;
}) {
  return (
    <Card as="section" aria-label="Filtros" className="mb-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <SelectField label="Institución" value={filters.institutionId} onChange={(e) => onChange('institutionId')(e.target.value)}>
          <option value="">Todas</option>
          {institutions?.map((institution) => (
            <option key={institution.id} value={institution.id}>
              {institution.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Estado" value={filters.status} onChange={(e) => onChange('status')(e.target.value)}>
          <option value="">Todos</option>
          {ledgerStatusFilters.map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <Field label="Mes" type="month" value={filters.month} onChange={(e) => onChange('month')(e.target.value)} />
        <a
          href={`${apiPaths.admin.paymentsCsv}${ledgerQueryString(filters)}`}
          className="inline-flex h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          download
        >
          Exportar CSV
        </a>
      </div>
    </Card>
  );
}
