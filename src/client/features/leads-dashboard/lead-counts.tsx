import type { BankLeadSummary } from '../../../shared/schemas/bank-leads';

const counts: Array<{ key: keyof BankLeadSummary; label: string }> = [
  { key: 'available', label: 'Disponibles para solicitar' },
  { key: 'waiting', label: 'Esperando respuesta' },
  { key: 'accepted', label: 'Solicitudes aprobadas' },
  { key: 'unlocked', label: 'Contactos desbloqueados' },
];

/** docs/product/screens.md's four counts, for the filtered set. */
export function LeadCounts({ summary }: { summary: BankLeadSummary | undefined | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {counts.map(({ key, label }) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{summary ? summary[key].toLocaleString('es-PR') : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
