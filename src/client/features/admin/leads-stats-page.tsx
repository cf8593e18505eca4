// /admin/leads: counts by municipality, status and week, and docs/product/screens.md#the-buyer-asks-to-be-contacted's blue/green comparison
// (docs/decisions/0056-lead-statistics-and-dialog-views.md).
import { globalLeadStatusLabels, variantLabels } from '../../../shared/copy/admin';
import { apiPaths } from '../../../shared/api-paths';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { ScrollTable, td, th } from './admin-ui';
import { FormError } from '../../components/ui/form-error';
import { useLeadStats } from './api/lead-stats';
import { DocumentStatsCard } from './document-stats-card';

const percent = new Intl.NumberFormat('es-PR', { style: 'percent', maximumFractionDigits: 1 });
const number = new Intl.NumberFormat('es-PR');

/** A count with a bar proportional to the largest in its table; the number is the information, the bar a hint. */
function CountBar({ count, max }: { count: number; max: number }) {
  const width = max === 0 || count === 0 ? 0 : Math.max(2, Math.round((count / max) * 100));
  return (
    <div className="flex items-center gap-2">
      <span className="w-12 shrink-0 text-right tabular-nums">{number.format(count)}</span>
      <span aria-hidden="true" className="block h-3 w-28 rounded bg-slate-100 sm:w-48">
        <span className="block h-3 rounded bg-blue-600" style={{ width: `${width}%` }} />
      </span>
    </div>
  );
}

function CountTable({
  caption,
  keyLabel,
  rows,
}: {
  caption: string;
  keyLabel: string;
  rows: Array<{ key: string; label: string; count: number }>;
}) {
  const max = Math.max(0, ...rows.map((row) => row.count));
  return (
    <section aria-label={caption} className="grid content-start gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{caption}</h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">Todavía no hay leads.</p>
      ) : (
        <ScrollTable label={caption}>
          <thead>
            <tr>
              <th className={th}>{keyLabel}</th>
              <th className={th}>Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className={td}>{row.label}</td>
                <td className={td}>
                  <CountBar count={row.count} max={max} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

export default function LeadsStatsPage() {
  const stats = useLeadStats();
  const data = stats.data;
  return (
    <AdminLayout title="Leads" subtitle="Cuántos compradores pidieron contacto, dónde, en qué estado y con qué variante del diálogo.">
      {stats.isError && <FormError error={stats.error} />}
      {stats.isPending && <p className="text-slate-700">Cargando estadísticas…</p>}
      {data && (
        <div className="grid gap-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-slate-900">
              <span className="text-3xl font-bold">{number.format(data.total)}</span> {data.total === 1 ? 'lead' : 'leads'} en total
            </p>
            <a
              href={apiPaths.admin.leadStatsCsv}
              download
              className="inline-flex h-11 items-center rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              Descargar CSV
            </a>
          </div>

          <section aria-labelledby="variantes" className="grid gap-2">
            <h2 id="variantes" className="text-lg font-semibold text-slate-900">
              Comparación de variantes (azul / verde)
            </h2>
            <p className="text-sm text-slate-700">
              «Mostrado» cuenta compradores distintos que vieron el diálogo; «Convertidos», los que lo vieron y enviaron su solicitud.
            </p>
            <ScrollTable label="Comparación de variantes">
              <thead>
                <tr>
                  <th className={th}>Variante</th>
                  <th className={th}>Mostrado</th>
                  <th className={th}>Enviados</th>
                  <th className={th}>Convertidos</th>
                  <th className={th}>Conversión</th>
                </tr>
              </thead>
              <tbody>
                {data.variants.map((row) => (
                  <tr key={row.variant}>
                    <td className={`${td} font-semibold`}>{variantLabels[row.variant]}</td>
                    <td className={`${td} tabular-nums`}>{number.format(row.shown)}</td>
                    <td className={`${td} tabular-nums`}>{number.format(row.submitted)}</td>
                    <td className={`${td} tabular-nums`}>{number.format(row.converted)}</td>
                    <td className={`${td} tabular-nums`}>{row.shown === 0 ? '—' : percent.format(row.conversion)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </section>

          <div className="grid gap-8 lg:grid-cols-2">
            <CountTable
              caption="Por estado"
              keyLabel="Estado"
              rows={data.byStatus.map((row) => ({ key: row.status, label: globalLeadStatusLabels[row.status], count: row.count }))}
            />
            <CountTable
              caption="Por semana (ISO)"
              keyLabel="Semana"
              rows={data.byWeek.map((row) => ({ key: row.week, label: row.week, count: row.count }))}
            />
          </div>
          <CountTable
            caption="Por municipio"
            keyLabel="Municipio"
            rows={data.byMunicipio.map((row) => ({ key: row.municipio, label: row.municipio, count: row.count }))}
          />
          <DocumentStatsCard />
        </div>
      )}
    </AdminLayout>
  );
}
