// /admin/seguridad: the alerts to review, then the security log (sign-ins, second-factor and password changes, API keys,
// webhooks, exports, bulk reads) filtered by type and dates, newest first, a page at a time, and its CSV
// (docs/product/screens.md#operator-console).
import { useState } from 'react';
import { describeSecurityAccount, describeSecurityDetail, securityEventLabels } from '../../../shared/copy/security';
import { securityEventTypes, type SecurityEventEntry } from '../../../shared/schemas/security';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { formatDateTime } from '../../lib/format';
import { ScrollTable, td, th } from './admin-ui';
import { securityEventsCsvUrl, useSecurityEvents, type SecurityEventFilters } from './api/security-events';
import { SecurityAlerts } from './security-alerts';

const emptyFilters: SecurityEventFilters = { type: '', from: '', to: '' };

const who = (entry: SecurityEventEntry) => describeSecurityAccount(entry.account) || '—';

export default function SecurityPage() {
  const [draft, setDraft] = useState(emptyFilters);
  const [applied, setApplied] = useState(emptyFilters);
  // The cursors of the pages seen so far: "Anterior" goes back one, "Siguiente" follows the answer's cursor.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors.at(-1) ?? null;
  const events = useSecurityEvents(applied, cursor);
  const set = (key: keyof SecurityEventFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const apply = (filters: SecurityEventFilters) => {
    setApplied(filters);
    setCursors([null]);
  };

  return (
    <AdminLayout
      title="Seguridad"
      subtitle="Quién entró o intentó entrar, los cambios a la verificación en dos pasos, las contraseñas, las claves de API y los webhooks, cada exportación y cada lectura de contactos en bloque. Las cuentas de compradores aparecen sin su correo."
    >
      <SecurityAlerts />

      <section aria-labelledby="registro" className="grid gap-3">
        <h2 id="registro" className="text-lg font-semibold text-slate-900">
          Registro de seguridad
        </h2>
        <form
          role="search"
          aria-label="Filtrar el registro de seguridad"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <SelectField label="Tipo" value={draft.type} onChange={set('type')}>
            <option value="">Todos</option>
            {securityEventTypes.map((type) => (
              <option key={type} value={type}>
                {securityEventLabels[type]}
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
                apply(emptyFilters);
              }}
            >
              Limpiar
            </Button>
          </div>
          <a
            href={securityEventsCsvUrl(applied)}
            download
            className="inline-flex h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            Descargar CSV
          </a>
        </form>

        {events.isError && <FormError error={events.error} />}
        {events.data && events.data.items.length === 0 && <p className="text-slate-700">No hay eventos con esos filtros.</p>}
        {events.data && events.data.items.length > 0 && (
          <>
            {/* A phone reads each event as a card; wider screens get the table. */}
            <ul aria-label="Eventos de seguridad" className="grid gap-3 sm:hidden">
              {events.data.items.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="font-semibold text-slate-900">Fecha</dt>
                    <dd className="text-slate-800">{formatDateTime(entry.createdAt)}</dd>
                    <dt className="font-semibold text-slate-900">Evento</dt>
                    <dd className="text-slate-800">{securityEventLabels[entry.type]}</dd>
                    <dt className="font-semibold text-slate-900">Cuenta</dt>
                    <dd className="break-all text-slate-800">{who(entry)}</dd>
                    {entry.institution && (
                      <>
                        <dt className="font-semibold text-slate-900">Institución</dt>
                        <dd className="break-words text-slate-800">{entry.institution.name}</dd>
                      </>
                    )}
                    {entry.actor && (
                      <>
                        <dt className="font-semibold text-slate-900">Hecho por</dt>
                        <dd className="break-all text-slate-800">{describeSecurityAccount(entry.actor)}</dd>
                      </>
                    )}
                    {entry.detail && (
                      <>
                        <dt className="font-semibold text-slate-900">Detalle</dt>
                        <dd className="break-words text-slate-800">{describeSecurityDetail(entry.type, entry.detail)}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden sm:block">
              <ScrollTable label="Registro de seguridad">
                <thead>
                  <tr>
                    <th className={th}>Fecha y hora</th>
                    <th className={th}>Evento</th>
                    <th className={th}>Cuenta</th>
                    <th className={th}>Institución</th>
                    <th className={th}>Hecho por</th>
                    <th className={th}>Detalle</th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${td} whitespace-nowrap`}>{formatDateTime(entry.createdAt)}</td>
                      <td className={td}>{securityEventLabels[entry.type]}</td>
                      <td className={`${td} break-all`}>{who(entry)}</td>
                      <td className={td}>{entry.institution?.name ?? ''}</td>
                      <td className={`${td} break-all`}>{describeSecurityAccount(entry.actor)}</td>
                      <td className={`${td} break-words`}>{describeSecurityDetail(entry.type, entry.detail)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </div>
          </>
        )}
        {events.data && (cursors.length > 1 || events.data.nextCursor) && (
          <nav aria-label="Páginas del registro de seguridad" className="mt-2 flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Anterior
            </Button>
            <span className="text-sm text-slate-700">Página {cursors.length}</span>
            <Button
              variant="secondary"
              disabled={!events.data.nextCursor}
              onClick={() => {
                const next = events.data.nextCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              Siguiente
            </Button>
          </nav>
        )}
      </section>
    </AdminLayout>
  );
}
