// /admin/instituciones: the operator's institutions and their staff logins (docs/decisions/0055-staff-logins-from-the-console.md).
import { useState } from 'react';
import { institutionKindLabels, institutionKinds } from '../../../shared/choices';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { Pager, ScrollTable, td, th } from './admin-ui';
import { FormError } from '../../components/ui/form-error';
import { useInstitutionsPage, type InstitutionFilters } from './api/institutions';
import { ActiveBadge } from './active-badge';
import { CreateInstitutionForm } from './create-institution-form';
import { InstitutionDetailModal } from './institution-detail-modal';

export default function InstitutionsPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<InstitutionFilters>({ q: '', kind: '', active: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useInstitutionsPage(filters);

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
            <SelectField
              label="Estado"
              value={filters.active}
              onChange={(e) => setFilters((f) => ({ ...f, active: e.target.value, page: 1 }))}
            >
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
                    <Button
                      variant="secondary"
                      className="h-9 px-3"
                      onClick={() => setSelected(institution.id)}
                      aria-label={`Gestionar ${institution.name}`}
                    >
                      Gestionar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            label="Páginas de instituciones"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </>
      )}

      <Modal
        open={creating}
        onOpenChange={setCreating}
        title="Nueva institución"
        description="Crea la institución con el primer acceso de su personal."
      >
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
