// /admin/incidentes: the bad day (docs/incident-response.md). Open an incident, see exactly whose contact data went
// through its door in its window, watch the DACO and FTC clocks, and send the notice once its words are approved.
import { useEffect, useState, type FormEvent } from 'react';
import { notificationDeadlines, type Incident } from '../../../shared/schemas/incidents';
import { apiPaths } from '../../../shared/api-paths';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { formatDate, formatDateTime } from '../../lib/format';
import { useInstitutionOptions } from './api/institution-options';
import { useIncidents, useOpenIncident } from './api/incidents';
import { IncidentExposure } from './incident-exposure';
import { IncidentNotice } from './incident-notice';

const emptyForm = { title: '', startedAt: '', endedAt: '', institutionId: '', apiKeyId: '' };

/** "1 comprador afectado", "3 compradores afectados". */
export const affectedBuyersLabel = (count: number) => `${count} ${count === 1 ? 'comprador afectado' : 'compradores afectados'}`;

/** A `datetime-local` value (the operator's own clock) as the ISO time the server takes. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

export default function IncidentsPage() {
  const incidents = useIncidents();
  const [selected, setSelected] = useState<string | null>(null);
  const current = incidents.data?.find((incident) => incident.id === selected) ?? incidents.data?.[0] ?? null;
  // On a phone the detail is below the form and the list: bring the chosen incident into view.
  useEffect(() => {
    if (selected) document.getElementById('incidente-detalle')?.scrollIntoView({ block: 'start' });
  }, [selected]);
  return (
    <AdminLayout
      title="Incidentes"
      subtitle="Si sospechas que datos de compradores salieron por donde no debían: abre un incidente con su ventana de tiempo y su puerta (una institución o una clave de API). La app lista exactamente a quién afectó, según la auditoría de accesos."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-6">
          <OpenIncidentForm onOpened={setSelected} />
          <Card as="section" aria-labelledby="incidentes-lista" className="grid gap-3">
            <h2 id="incidentes-lista" className="text-lg font-semibold text-slate-900">
              Incidentes abiertos
            </h2>
            {incidents.isError && <FormError error={incidents.error} />}
            {incidents.data?.length === 0 && <p className="text-sm text-slate-700">No hay incidentes.</p>}
            <ul className="grid gap-2">
              {incidents.data?.map((incident) => (
                <li key={incident.id}>
                  <button
                    type="button"
                    aria-current={current?.id === incident.id ? 'true' : undefined}
                    onClick={() => setSelected(incident.id)}
                    className="w-full rounded-md border border-slate-200 p-3 text-left text-sm hover:bg-slate-50 aria-[current=true]:border-blue-700 aria-[current=true]:bg-blue-50"
                  >
                    <span className="block font-semibold text-slate-900">{incident.title}</span>
                    <span className="block text-slate-700">
                      Abierto el {formatDate(incident.openedAt)} · {affectedBuyersLabel(incident.affectedBuyers)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        {current && <IncidentDetail incident={current} />}
      </div>
    </AdminLayout>
  );
}

function OpenIncidentForm({ onOpened }: { onOpened: (id: string) => void }) {
  const [form, setForm] = useState(emptyForm);
  const options = useInstitutionOptions();
  const open = useOpenIncident();
  const set = (key: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      {
        title: form.title,
        startedAt: isoOf(form.startedAt) ?? '',
        endedAt: isoOf(form.endedAt),
        institutionId: form.institutionId || undefined,
        apiKeyId: form.apiKeyId.trim() || undefined,
      },
      {
        onSuccess: (incident) => {
          setForm(emptyForm);
          onOpened(incident.id);
          toast({ title: 'Incidente abierto', description: `${affectedBuyersLabel(incident.affectedBuyers)}.`, variant: 'success' });
        },
      },
    );
  };
  return (
    <Card as="section" aria-labelledby="incidente-nuevo">
      <h2 id="incidente-nuevo" className="mb-3 text-lg font-semibold text-slate-900">
        Abrir un incidente
      </h2>
      <form noValidate className="grid gap-3" onSubmit={onSubmit}>
        <Field label="Qué pasó" value={form.title} onChange={set('title')} maxLength={200} />
        <Field label="Empezó" type="datetime-local" value={form.startedAt} onChange={set('startedAt')} />
        <Field label="Terminó (si ya terminó)" type="datetime-local" value={form.endedAt} onChange={set('endedAt')} />
        <SelectField label="Institución" value={form.institutionId} onChange={set('institutionId')}>
          <option value="">Todas</option>
          {options.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <Field label="ID de la clave de API (opcional)" value={form.apiKeyId} onChange={set('apiKeyId')} spellCheck={false} />
        <FormError error={open.error} />
        <Button type="submit" disabled={open.isPending}>
          {open.isPending ? 'Abriendo...' : 'Abrir incidente'}
        </Button>
      </form>
    </Card>
  );
}

function IncidentDetail({ incident }: { incident: Incident }) {
  const door = [incident.institution?.name, incident.apiKey && `clave «${incident.apiKey.name}» …${incident.apiKey.lastFour}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-6">
      <Card as="section" aria-labelledby="incidente-detalle" className="grid gap-3">
        <h2 id="incidente-detalle" className="text-lg font-semibold text-slate-900">
          {incident.title}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-900">Ventana</dt>
          <dd className="text-slate-800">
            {formatDateTime(incident.startedAt)} – {incident.endedAt ? formatDateTime(incident.endedAt) : 'sigue abierto'}
          </dd>
          <dt className="font-semibold text-slate-900">Puerta</dt>
          <dd className="text-slate-800">{door || 'Todas las instituciones'}</dd>
          <dt className="font-semibold text-slate-900">Compradores afectados</dt>
          <dd className="text-slate-800">{incident.affectedBuyers}</dd>
        </dl>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Plazos para avisar">
          <Deadline
            authority="DACO"
            rule={`${notificationDeadlines.daco.days} días (Ley 111-2005), con cualquier residente afectado`}
            deadline={incident.deadlines.daco}
          />
          <Deadline
            authority="FTC"
            rule={`${notificationDeadlines.ftc.days} días (16 CFR 314.4(j)), desde ${notificationDeadlines.ftc.minimumAffected} personas`}
            deadline={incident.deadlines.ftc}
          />
        </ul>
      </Card>
      <IncidentExposure incidentId={incident.id} csvHref={apiPaths.admin.incidentExposureCsv(incident.id)} />
      <IncidentNotice incident={incident} />
    </div>
  );
}

function Deadline({ authority, rule, deadline }: { authority: string; rule: string; deadline: Incident['deadlines']['daco'] }) {
  return (
    <li
      className={`rounded-md p-3 text-sm ring-1 ${deadline.required ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-slate-50 text-slate-800 ring-slate-200'}`}
    >
      <p className="font-semibold">
        {authority}: {deadline.required ? `avisar antes del ${formatDate(deadline.due)}` : 'no hace falta avisar'}
      </p>
      <p>{rule}</p>
    </li>
  );
}
