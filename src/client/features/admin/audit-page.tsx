// /admin/auditoria: every time a buyer's contact data was served to an institution (docs/decisions/0057-contact-access-audit.md), newest first.
import { useState } from 'react';
import { auditEndpointLabels } from '../../../shared/copy/admin';
import { auditEndpoints, repeatViewWindowMinutes } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { formatDateTime } from '../../lib/format';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { Pager, ScrollTable, td, th } from './admin-ui';
import { FormError } from '../../components/ui/form-error';
import { useAuditPage, type AuditFilters } from './api/audit';
import { useInstitutionOptions } from './api/institution-options';

const emptyFilters = { institutionId: '', leadId: '', endpoint: '', from: '', to: '' };

export default function AuditPage() {
  const [draft, setDraft] = useState(emptyFilters);
  const [applied, setApplied] = useState<AuditFilters>({ ...emptyFilters, page: 1 });
  const options = useInstitutionOptions();
  const audit = useAuditPage(applied);
  const set = (key: keyof typeof emptyFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <AdminLayout
      title="Auditoría"
      subtitle={`Cada vez que una institución recibió los datos de contacto de un comprador: quién, cuándo, qué lead y por dónde. Si la misma persona vuelve a ver el mismo lead en la lista o en su ficha antes de ${repeatViewWindowMinutes} minutos, solo se registra la primera vista; cada exportación se registra siempre.`}
    >
      <form
        role="search"
        aria-label="Filtrar auditoría"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ ...draft, leadId: draft.leadId.trim(), page: 1 });
        }}
      >
        <SelectField label="Institución" value={draft.institutionId} onChange={set('institutionId')}>
          <option value="">Todas</option>
          {options.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.active ? '' : ' (desactivada)'}
            </option>
          ))}
        </SelectField>
        <Field label="ID del lead" value={draft.leadId} onChange={set('leadId')} spellCheck={false} />
        <SelectField label="Punto de acceso" value={draft.endpoint} onChange={set('endpoint')}>
          <option value="">Todos</option>
          {auditEndpoints.map((endpoint) => (
            <option key={endpoint} value={endpoint}>
              {auditEndpointLabels[endpoint]}
            </option>
          ))}
        </SelectField>
        <Field label="Desde" type="date" value={draft.from} onChange={set('from')} />
        <Field label="Hasta" type="date" value={draft.to} onChange={set('to')} />
        <div className="flex gap-2">
          <Button type="submit">Filtrar</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(emptyFilters);
              setApplied({ ...emptyFilters, page: 1 });
            }}
          >
            Limpiar
          </Button>
        </div>
      </form>

      {audit.isError && <FormError error={audit.error} />}
      {audit.data && audit.data.items.length === 0 && <p className="text-slate-700">No hay accesos registrados con esos filtros.</p>}
      {audit.data && audit.data.items.length > 0 && (
        <>
          {/* A phone reads each access as a card; wider screens get the table. */}
          <ul aria-label="Accesos a datos de contacto" className="grid gap-3 sm:hidden">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="font-semibold text-slate-900">Fecha</dt>
                  <dd className="text-slate-800">{formatDateTime(entry.servedAt)}</dd>
                  <dt className="font-semibold text-slate-900">Institución</dt>
                  <dd className="break-words text-slate-800">{entry.institutionName}</dd>
                  <dt className="font-semibold text-slate-900">Personal</dt>
                  <dd className="break-all text-slate-800">{entry.staffEmail}</dd>
                  <dt className="font-semibold text-slate-900">Lead</dt>
                  <dd className="break-all font-mono text-xs text-slate-800">{entry.leadId}</dd>
                  <dt className="font-semibold text-slate-900">Acceso</dt>
                  <dd className="text-slate-800">{auditEndpointLabels[entry.endpoint]}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <ScrollTable label="Registro de accesos a datos de contacto">
              <thead>
                <tr>
                  <th className={th}>Fecha y hora</th>
                  <th className={th}>Institución</th>
                  <th className={th}>Personal</th>
                  <th className={th}>Lead</th>
                  <th className={th}>Punto de acceso</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(entry.servedAt)}</td>
                    <td className={td}>{entry.institutionName}</td>
                    <td className={td}>{entry.staffEmail}</td>
                    <td className={`${td} font-mono text-xs`}>{entry.leadId}</td>
                    <td className={td}>{auditEndpointLabels[entry.endpoint]}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          <Pager
            label="Páginas de la auditoría"
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPage={(page) => setApplied((a) => ({ ...a, page }))}
          />
        </>
      )}
    </AdminLayout>
  );
}
