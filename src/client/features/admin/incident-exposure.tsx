// The buyers an incident exposed, from the contact-access audit: cards on a phone, a table on wider screens.
import { formatDateTime } from '../../lib/format';
import { Card } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { ScrollTable, td, th } from './admin-ui';
import { useExposure } from './api/incidents';

export function IncidentExposure({ incidentId, csvHref }: { incidentId: string; csvHref: string }) {
  const exposure = useExposure(incidentId);
  const buyers = exposure.data?.buyers ?? [];
  return (
    <Card as="section" aria-labelledby="incidente-afectados" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="incidente-afectados" className="text-lg font-semibold text-slate-900">
          Compradores afectados
        </h2>
        <a href={csvHref} download className="text-sm font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950">
          Descargar CSV
        </a>
      </div>
      {exposure.isError && <FormError error={exposure.error} />}
      {exposure.data && buyers.length === 0 && (
        <p className="text-sm text-slate-700">Nadie: la auditoría no muestra lecturas en esa ventana.</p>
      )}
      {buyers.length > 0 && (
        <>
          <ul aria-label="Compradores afectados" className="grid gap-3 sm:hidden">
            {buyers.map((buyer) => (
              <li key={buyer.leadId} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="break-all font-semibold text-slate-900">{buyer.accountEmail ?? '(cuenta eliminada)'}</p>
                <p className="text-slate-700">
                  {buyer.municipio} · {buyer.reads} {buyer.reads === 1 ? 'lectura' : 'lecturas'} · {buyer.institutions.join(', ')}
                </p>
                <p className="text-slate-700">
                  {formatDateTime(buyer.firstReadAt)} – {formatDateTime(buyer.lastReadAt)}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <ScrollTable label="Compradores afectados por el incidente">
              <thead>
                <tr>
                  <th className={th}>Email de la cuenta</th>
                  <th className={th}>Municipio</th>
                  <th className={th}>Lecturas</th>
                  <th className={th}>Primera y última</th>
                  <th className={th}>Institución</th>
                </tr>
              </thead>
              <tbody>
                {buyers.map((buyer) => (
                  <tr key={buyer.leadId}>
                    <td className={`${td} break-all`}>{buyer.accountEmail ?? '(cuenta eliminada)'}</td>
                    <td className={td}>{buyer.municipio}</td>
                    <td className={td}>{buyer.reads}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      {formatDateTime(buyer.firstReadAt)}
                      <br />
                      {formatDateTime(buyer.lastReadAt)}
                    </td>
                    <td className={td}>{buyer.institutions.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
        </>
      )}
    </Card>
  );
}
