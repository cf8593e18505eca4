import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  employmentStatusLabels,
  employmentTypeLabels,
  housingHistoryLabels,
  housingTypeLabels,
  maritalStatusLabels,
  optionsOf,
  residencyStatusLabels,
} from '../../../shared/choices';
import { eligibilityInputSchema, type EligibilityInput } from '../../../shared/schemas/eligibility';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { SelectField } from '../../components/ui/select-field';

function Options({ labels }: { labels: Record<string, string> }) {
  return (
    <>
      <option value="">Selecciona una opción</option>
      {optionsOf(labels).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** docs/product/validation.md#eligibility-form, validated by the same schema the server uses. */
export function EligibilityForm({
  defaults,
  pending,
  onSubmit,
}: {
  defaults: Partial<EligibilityInput>;
  pending: boolean;
  onSubmit: (values: EligibilityInput) => void;
}) {
  const form = useForm<EligibilityInput>({
    resolver: zodResolver(eligibilityInputSchema),
    defaultValues: { planToMove: false, hasDependents: false, ...defaults },
  });
  const { errors } = form.formState;
  const livesAbroad = form.watch('residencyStatus') === 'no';
  const number = { valueAsNumber: true } as const;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Tus datos</h2>
        <Field label="Nombre completo" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Field label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Requisitos del programa</h2>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Field label="Edad" type="number" inputMode="numeric" min={0} error={errors.age?.message} {...form.register('age', number)} />
          <Field
            label="Año de graduación"
            type="number"
            inputMode="numeric"
            min={1950}
            hint="Universidad o grado técnico."
            error={errors.graduationYear?.message}
            {...form.register('graduationYear', number)}
          />
          <Field
            label="Ingreso anual (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.annualIncome?.message}
            {...form.register('annualIncome', number)}
          />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Empleo y vivienda</h2>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField label="Estado de empleo" error={errors.employmentStatus?.message} {...form.register('employmentStatus')}>
            <Options labels={employmentStatusLabels} />
          </SelectField>
          <SelectField label="Tipo de empleo" error={errors.employmentType?.message} {...form.register('employmentType')}>
            <Options labels={employmentTypeLabels} />
          </SelectField>
          <SelectField label="Historial de vivienda" error={errors.housingHistory?.message} {...form.register('housingHistory')}>
            <Options labels={housingHistoryLabels} />
          </SelectField>
          <SelectField label="Opción de vivienda" error={errors.housingType?.message} {...form.register('housingType')}>
            <Options labels={housingTypeLabels} />
          </SelectField>
          <SelectField label="Estado civil" error={errors.maritalStatus?.message} {...form.register('maritalStatus')}>
            <Options labels={maritalStatusLabels} />
          </SelectField>
        </div>
        <RadioGroupField
          legend="¿Vives en Puerto Rico?"
          options={optionsOf(residencyStatusLabels)}
          error={errors.residencyStatus?.message}
          registration={form.register('residencyStatus')}
        />
        {livesAbroad && <CheckboxField label="Planeo mudarme a Puerto Rico" {...form.register('planToMove')} />}
        <CheckboxField label="Tengo dependientes" {...form.register('hasDependents')} />
      </Card>

      <Button type="submit" disabled={pending} className="sm:justify-self-start">
        {pending ? 'Verificando...' : 'Verificar elegibilidad'}
      </Button>
    </form>
  );
}
