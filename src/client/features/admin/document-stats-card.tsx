// The buyers' documents in numbers, on the console's leads screen: how many, how much space, how many wait for the
// virus scan and how many an institution can read now. The operator never sees a file (docs/product/documents.md).
import { formatBytes } from '../../lib/format-bytes';
import { FormError } from '../../components/ui/form-error';
import { ScrollTable, td, th } from './admin-ui';
import { useDocumentStats } from './api/document-stats';

const number = new Intl.NumberFormat('es-PR');
const typeLabels = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

export function DocumentStatsCard() {
  const stats = useDocumentStats();
  const data = stats.data;
  const rows = data
    ? [
        { key: 'documents', label: 'Guardados', ...data.documents },
        { key: 'pending', label: 'Esperando el análisis de virus', ...data.pendingScan },
        { key: 'shared', label: 'Compartidos ahora con alguna institución', ...data.shared },
        ...data.byContentType.map((row) => ({ key: row.contentType, label: typeLabels[row.contentType], ...row })),
      ]
    : [];
  return (
    <section aria-labelledby="documentos" className="grid content-start gap-2">
      <h2 id="documentos" className="text-lg font-semibold text-slate-900">
        Documentos de los compradores
      </h2>
      {stats.isError && <FormError error={stats.error} />}
      {stats.isPending && <p className="text-slate-700">Cargando documentos…</p>}
      {data && (
        <>
          <p className="text-sm text-slate-700">
            Solo cantidades y tamaños: la consola nunca abre un documento. Permisos vigentes: {number.format(data.liveShares)}.
          </p>
          <ScrollTable label="Documentos de los compradores">
            <thead>
              <tr>
                <th className={th}>Documentos</th>
                <th className={th}>Cantidad</th>
                <th className={th}>Tamaño</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className={td}>{row.label}</td>
                  <td className={`${td} tabular-nums`}>{number.format(row.count)}</td>
                  <td className={`${td} tabular-nums`}>{formatBytes(row.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </section>
  );
}
