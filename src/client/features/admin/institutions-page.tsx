// /admin/instituciones: the operator's institutions and their staff logins (issue 7).
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMethodLabels, institutionKindLabels } from '../../../shared/copy/admin';
import {
  contactMethods,
  createInstitutionSchema,
  institutionContactSchema,
  institutionKinds,
  staffLoginSchema,
  type AdminInstitutionDetail,
  type InstitutionPage,
  type StaffMember,
} from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, getJson, postJson } from '../../lib/api';
import { AdminLayout } from './admin-layout';
import { FormError, Pager, queryString, ScrollTable, td, th } from './admin-ui';

const listKey = '/api/admin/institutions';

async function sendJson<T>(method: string, url: string, body: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

export default function InstitutionsPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ q: '', kind: '', active: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const url = `${listKey}${queryString(filters)}`;
  const list = useQuery({ queryKey: [listKey, filters], queryFn: () => getJson<InstitutionPage>(url), placeholderData: keepPreviousData });

  return (
    <AdminLayout title="Instituciones" subtitle="Bancos, cooperativas e hipotecarias, y los accesos de su personal.">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form
          role="search"
          className="flex min-w-0 flex-1 flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters((f) => ({ ...f, q: search.trim(), page: 1 }));
          }}
        >
          <div className="min-w-0 flex-1 basis-56">
            <Field label="Buscar por nombre o correo" value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
          </div>
          <div className="basis-40">
            <SelectField label="Tipo" value={filters.kind} onChange={(e) => setFilters((f) => ({ ...f, kind: e.target.value, page: 1 }))}>
              <option value="">Todos</option>
              {institutionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {institutionKindLabels[kind]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="basis-40">
            <SelectField label="Estado" value={filters.active} onChange={(e) => setFilters((f) => ({ ...f, active: e.target.value, page: 1 }))}>
              <option value="">Todas</option>
              <option value="true">Activas</option>
              <option value="false">Desactivadas</option>
            </SelectField>
          </div>
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </form>
        <Button onClick={() => setCreating(true)}>Nueva institución</Button>
      </div>

      {list.isError && <FormError error={list.error} />}
      {list.data && list.data.items.length === 0 && <p className="text-slate-700">No hay instituciones con esos filtros.</p>}
      {list.data && list.data.items.length > 0 && (
        <>
          <ScrollTable label="Lista de instituciones">
            <thead>
              <tr>
                <th className={th}>Nombre</th>
                <th className={th}>Tipo</th>
                <th className={th}>Estado</th>
                <th className={th}>Personal</th>
                <th className={th}>Contacto</th>
                <th className={th}>
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((institution) => (
                <tr key={institution.id}>
                  <td className={`${td} font-semibold`}>{institution.name}</td>
                  <td className={td}>{institutionKindLabels[institution.kind]}</td>
                  <td className={td}>
                    <ActiveBadge active={institution.active} />
                  </td>
                  <td className={td}>
                    {institution.activeStaffCount} de {institution.staffCount} activos
                  </td>
                  <td className={td}>
                    <div className="grid gap-0.5">
                      {institution.email && <span>{institution.email}</span>}
                      {institution.phone && <span>{institution.phone}</span>}
                      {institution.website && <span>{institution.website}</span>}
                    </div>
                  </td>
                  <td className={td}>
                    <Button variant="secondary" className="h-9 px-3" onClick={() => setSelected(institution.id)} aria-label={`Gestionar ${institution.name}`}>
                      Gestionar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager label="Páginas de instituciones" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
        </>
      )}

      <Modal open={creating} onOpenChange={setCreating} title="Nueva institución" description="Crea la institución con el primer acceso de su personal.">
        {creating && (
          <CreateInstitutionForm
            onCreated={(created) => {
              setCreating(false);
              setSelected(created.id);
              toast({ title: 'Institución creada', description: created.name, variant: 'success' });
            }}
          />
        )}
      </Modal>
      {selected && <InstitutionDetailModal id={selected} onClose={() => setSelected(null)} />}
    </AdminLayout>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>
      {active ? 'Activa' : 'Desactivada'}
    </span>
  );
}

type CreateValues = z.input<typeof createInstitutionSchema>;

function CreateInstitutionForm({ onCreated }: { onCreated: (created: AdminInstitutionDetail) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CreateValues, unknown, z.output<typeof createInstitutionSchema>>({
    resolver: zodResolver(createInstitutionSchema),
    defaultValues: { name: '', kind: 'bank', contactMethod: 'email', email: '', phone: '', website: '', description: '', staff: { name: '', email: '', password: '' } },
  });
  const create = useMutation({
    mutationFn: (values: z.output<typeof createInstitutionSchema>) => postJson<AdminInstitutionDetail>(listKey, values),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: [listKey] });
      onCreated(created);
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <Field label="Nombre de la institución" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Tipo" error={errors.kind?.message} {...form.register('kind')}>
          {institutionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {institutionKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Método de contacto" error={errors.contactMethod?.message} {...form.register('contactMethod')}>
          {contactMethods.map((method) => (
            <option key={method} value={method}>
              {contactMethodLabels[method]}
            </option>
          ))}
        </SelectField>
      </div>
      <Field label="Correo de contacto (opcional)" type="email" error={errors.email?.message} {...form.register('email')} />
      <Field label="Teléfono" type="tel" error={errors.phone?.message} {...form.register('phone')} />
      <Field label="Sitio web" type="url" placeholder="https://" error={errors.website?.message} {...form.register('website')} />
      <TextareaField label="Descripción" rows={2} error={errors.description?.message} {...form.register('description')} />
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Primer acceso del personal</legend>
        <Field label="Nombre de la persona" error={errors.staff?.name?.message} {...form.register('staff.name')} />
        <Field label="Correo electrónico del acceso" type="email" autoComplete="off" error={errors.staff?.email?.message} {...form.register('staff.email')} />
        <Field
          label="Contraseña inicial"
          type="password"
          autoComplete="new-password"
          hint="Al menos 10 caracteres, con letras y números."
          error={errors.staff?.password?.message}
          {...form.register('staff.password')}
        />
      </fieldset>
      <FormError error={create.error} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creando…' : 'Crear institución'}
      </Button>
    </form>
  );
}

function InstitutionDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detailUrl = `${listKey}/${encodeURIComponent(id)}`;
  const detail = useQuery({ queryKey: [detailUrl], queryFn: () => getJson<AdminInstitutionDetail>(detailUrl) });
  const refresh = async (next: AdminInstitutionDetail) => {
    queryClient.setQueryData([detailUrl], next);
    await queryClient.invalidateQueries({ queryKey: [listKey] });
  };
  const setActive = useMutation({
    mutationFn: (active: boolean) => sendJson<AdminInstitutionDetail>('PUT', `${detailUrl}/active`, { active }),
    onSuccess: async (next) => {
      await refresh(next);
      toast({ title: next.active ? 'Institución reactivada' : 'Institución desactivada', description: next.name, variant: 'success' });
    },
  });
  const institution = detail.data;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={institution?.name ?? 'Institución'} description="Contacto, personal y estado de la institución.">
      {detail.isError && <FormError error={detail.error} />}
      {institution && (
        <div className="grid gap-5">
          <section aria-labelledby="estado-institucion" className="grid gap-2">
            <h2 id="estado-institucion" className="font-semibold text-slate-900">
              Estado
            </h2>
            <p className="text-sm text-slate-700">
              <ActiveBadge active={institution.active} />{' '}
              {institution.active
                ? 'Su personal puede entrar y pagar solicitudes.'
                : 'Su personal no puede entrar ni pagar; sus sesiones se cerraron al desactivarla.'}
            </p>
            <FormError error={setActive.error} />
            <Button variant="secondary" disabled={setActive.isPending} onClick={() => setActive.mutate(!institution.active)}>
              {institution.active ? 'Desactivar institución' : 'Reactivar institución'}
            </Button>
          </section>
          <ContactForm key={`${institution.phone}|${institution.website}|${institution.description}`} institution={institution} url={detailUrl} onSaved={refresh} />
          <section aria-labelledby="personal-institucion" className="grid gap-3">
            <h2 id="personal-institucion" className="font-semibold text-slate-900">
              Personal
            </h2>
            <ul className="grid gap-3">
              {institution.staff.map((member) => (
                <StaffRow key={member.id} member={member} onChanged={refresh} />
              ))}
            </ul>
            <AddStaffForm url={`${detailUrl}/staff`} onAdded={refresh} />
          </section>
        </div>
      )}
      <Button variant="secondary" onClick={onClose}>
        Cerrar
      </Button>
    </Modal>
  );
}

function ContactForm({ institution, url, onSaved }: { institution: AdminInstitutionDetail; url: string; onSaved: (next: AdminInstitutionDetail) => Promise<void> }) {
  const form = useForm<z.input<typeof institutionContactSchema>, unknown, z.output<typeof institutionContactSchema>>({
    resolver: zodResolver(institutionContactSchema),
    defaultValues: { phone: institution.phone, website: institution.website, description: institution.description },
  });
  const save = useMutation({
    mutationFn: (values: z.output<typeof institutionContactSchema>) => sendJson<AdminInstitutionDetail>('PATCH', url, values),
    onSuccess: async (next) => {
      await onSaved(next);
      toast({ title: 'Datos de contacto guardados', variant: 'success' });
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate aria-labelledby="contacto-institucion" className="grid gap-3" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <h2 id="contacto-institucion" className="font-semibold text-slate-900">
        Contacto
      </h2>
      <Field label="Teléfono" type="tel" error={errors.phone?.message} {...form.register('phone')} />
      <Field label="Sitio web" type="url" error={errors.website?.message} {...form.register('website')} />
      <TextareaField label="Descripción" rows={2} error={errors.description?.message} {...form.register('description')} />
      <FormError error={save.error} />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Guardar contacto
      </Button>
    </form>
  );
}

function StaffRow({ member, onChanged }: { member: StaffMember; onChanged: (next: AdminInstitutionDetail) => Promise<void> }) {
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const staffUrl = `/api/admin/staff/${encodeURIComponent(member.id)}`;
  const toggle = useMutation({
    mutationFn: () => sendJson<AdminInstitutionDetail>('PUT', `${staffUrl}/active`, { active: !member.active }),
    onSuccess: async (next) => {
      await onChanged(next);
      toast({ title: member.active ? 'Acceso desactivado' : 'Acceso reactivado', description: member.email, variant: 'success' });
    },
  });
  const reset = useMutation({
    mutationFn: () => sendJson<AdminInstitutionDetail>('PUT', `${staffUrl}/password`, { password }),
    onSuccess: async (next) => {
      await onChanged(next);
      setResetting(false);
      setPassword('');
      toast({ title: 'Contraseña restablecida', description: member.email, variant: 'success' });
    },
  });
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{member.name}</p>
          <p className="text-sm break-all text-slate-700">{member.email}</p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>
          {member.active ? 'Activo' : 'Desactivado'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="h-9 px-3" disabled={toggle.isPending} onClick={() => toggle.mutate()} aria-label={`${member.active ? 'Desactivar' : 'Reactivar'} ${member.email}`}>
          {member.active ? 'Desactivar' : 'Reactivar'}
        </Button>
        <Button variant="secondary" className="h-9 px-3" onClick={() => setResetting((v) => !v)} aria-expanded={resetting} aria-label={`Restablecer contraseña de ${member.email}`}>
          Restablecer contraseña
        </Button>
      </div>
      <FormError error={toggle.error} />
      {resetting && (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            reset.mutate();
          }}
        >
          <Field
            label={`Nueva contraseña para ${member.email}`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint="Al menos 10 caracteres, con letras y números. Sus sesiones abiertas se cerrarán."
          />
          <FormError error={reset.error} />
          <Button type="submit" disabled={reset.isPending}>
            Guardar contraseña
          </Button>
        </form>
      )}
    </li>
  );
}

function AddStaffForm({ url, onAdded }: { url: string; onAdded: (next: AdminInstitutionDetail) => Promise<void> }) {
  const form = useForm<z.input<typeof staffLoginSchema>, unknown, z.output<typeof staffLoginSchema>>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const add = useMutation({
    mutationFn: (values: z.output<typeof staffLoginSchema>) => postJson<AdminInstitutionDetail>(url, values),
    onSuccess: async (next, values) => {
      await onAdded(next);
      form.reset();
      toast({ title: 'Acceso añadido', description: values.email, variant: 'success' });
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate aria-labelledby="nuevo-acceso" className="grid gap-3 rounded-lg bg-slate-50 p-3" onSubmit={form.handleSubmit((values) => add.mutate(values))}>
      <h3 id="nuevo-acceso" className="text-sm font-semibold text-slate-900">
        Añadir acceso
      </h3>
      <Field label="Nombre" error={errors.name?.message} {...form.register('name')} />
      <Field label="Correo electrónico" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <Field label="Contraseña" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <FormError error={add.error} />
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        Añadir acceso
      </Button>
    </form>
  );
}
