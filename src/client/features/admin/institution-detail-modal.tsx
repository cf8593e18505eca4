// "Gestionar": an institution's contact fields and state.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { institutionContactSchema, type AdminInstitutionDetail } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { getJson } from '../../lib/api';
import { FormError } from '../../components/ui/form-error';
import { institutionsListKey, sendJson } from './institutions-api';
import { ActiveBadge } from './active-badge';
import { AddStaffForm, StaffRow } from './institution-staff';

export function InstitutionDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detailUrl = `${institutionsListKey}/${encodeURIComponent(id)}`;
  const detail = useQuery({ queryKey: [detailUrl], queryFn: () => getJson<AdminInstitutionDetail>(detailUrl) });
  const refresh = async (next: AdminInstitutionDetail) => {
    queryClient.setQueryData([detailUrl], next);
    await queryClient.invalidateQueries({ queryKey: [institutionsListKey] });
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
