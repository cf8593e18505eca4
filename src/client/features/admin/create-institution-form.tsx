// The console's "Nueva institución" form: the institution and its first staff login, in one call.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMethodLabels, contactMethods } from '../../../shared/choices';
import { institutionKindLabels, institutionKinds } from '../../../shared/choices';
import { createInstitutionSchema, type AdminInstitutionDetail } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { FormError } from '../../components/ui/form-error';
import { useCreateInstitution } from './api/institutions';

type CreateValues = z.input<typeof createInstitutionSchema>;

export function CreateInstitutionForm({ onCreated }: { onCreated: (created: AdminInstitutionDetail) => void }) {
  const form = useForm<CreateValues, unknown, z.output<typeof createInstitutionSchema>>({
    resolver: zodResolver(createInstitutionSchema),
    defaultValues: {
      name: '',
      kind: 'bank',
      contactMethod: 'email',
      email: '',
      phone: '',
      website: '',
      description: '',
      staff: { name: '', email: '', password: '' },
    },
  });
  const create = useCreateInstitution();
  const errors = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }))}>
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
        <Field
          label="Correo electrónico del acceso"
          type="email"
          autoComplete="off"
          error={errors.staff?.email?.message}
          {...form.register('staff.email')}
        />
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
