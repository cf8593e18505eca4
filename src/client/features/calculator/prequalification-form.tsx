import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { optionsOf, priceRangeLabels } from '../../../shared/choices';
import { municipalities } from '../../../shared/municipalities';
import { prequalificationSchema, type PrequalificationInput } from '../../../shared/schemas/bank-outreach';
import { filterMobileInput, mobilePhoneMaxLength } from '../../../shared/domain/mobile-phone';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';

/** docs/product/validation.md#pre-qualification-form; the phone input keeps only what docs/product/validation.md allows, as it is typed. */
export function PrequalificationForm({
  defaults,
  processing,
  onValid,
}: {
  defaults: Partial<PrequalificationInput>;
  processing: boolean;
  onValid: (values: PrequalificationInput) => void;
}) {
  const form = useForm<PrequalificationInput>({ resolver: zodResolver(prequalificationSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const movil = form.register('movil');
  const onInvalid = () =>
    toast({ title: 'Información incompleta', description: 'Por favor completa todos los campos requeridos.', variant: 'destructive' });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <Field
        label="Nombre completo"
        autoComplete="name"
        error={errors.nombre?.message}
        disabled={processing}
        {...form.register('nombre')}
      />
      <Field
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        disabled={processing}
        {...form.register('email')}
      />
      <Field
        label="Móvil"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={mobilePhoneMaxLength}
        placeholder="(787) 555-0123"
        error={errors.movil?.message}
        disabled={processing}
        {...movil}
        onChange={(event) => {
          event.target.value = filterMobileInput(event.target.value);
          return movil.onChange(event);
        }}
      />
      <SelectField label="Municipio" error={errors.municipio?.message} disabled={processing} {...form.register('municipio')}>
        <option value="">Selecciona una opción</option>
        {municipalities.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Rango de precio" error={errors.rangoPrecio?.message} disabled={processing} {...form.register('rangoPrecio')}>
        <option value="">Selecciona una opción</option>
        {optionsOf(priceRangeLabels).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={processing}>
        {processing ? 'Procesando...' : 'Continuar'}
      </Button>
    </form>
  );
}
