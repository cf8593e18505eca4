// "Gestionar": an institution's contact fields and state.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { institutionContactSchema, type AdminInstitutionDetail } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { FormError } from '../../components/ui/form-error';
import { useInstitution, useSaveInstitutionContact, useSetInstitutionActive } from './api/institution';
import { ActiveBadge } from './active-badge';
import { AddStaffForm, StaffRow } from './institution-staff';

export function InstitutionDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useInstitution(id);
  const setActive = useSetInstitutionActive(id);
  const institution = detail.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={institution?.name ?? 'Institución'}
      description="Contacto, personal y estado de la institución."
    >
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
          <ContactForm key={`${institution.phone}|${institution.website}|${institution.description}`} institution={institution} />
          <section aria-labelledby="personal-institucion" className="grid gap-3">
            <h2 id="personal-institucion" className="font-semibold text-slate-900">
              Personal
            </h2>
            <ul className="grid gap-3">
              {institution.staff.map((member) => (
                <StaffRow key={member.id} member={member} />
              ))}
            </ul>
            <AddStaffForm institutionId={institution.id} />
          </section>
        </div>
      )}
      <Button variant="secondary" onClick={onClose}>
        Cerrar
      </Button>
    </Modal>
  );
}

function ContactForm({ institution }: { institution: AdminInstitutionDetail }) {
  const form = useForm<z.input<typeof institutionContactSchema>, unknown, z.output<typeof institutionContactSchema>>({
    resolver: zodResolver(institutionContactSchema),
    defaultValues: { phone: institution.phone, website: institution.website, description: institution.description },
  });
  const save = useSaveInstitutionContact(institution.id);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="contacto-institucion"
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
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
