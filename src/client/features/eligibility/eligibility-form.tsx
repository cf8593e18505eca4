import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  creditScoreBandLabels,
  educationCertificateLabels,
  employmentStatusLabels,
  employmentTypeLabels,
  householdCategoryLabels,
  housingHistoryLabels,
  housingTypeLabels,
  maritalStatusLabels,
  optionsOf,
  ownedHomeRecentlyLabels,
  residencyStatusLabels,
} from '../../../shared/choices';
import type { ProgrammeParameters } from '../../../shared/programme';
import { eligibilityAnswersSchema, requireOwnershipAnswer, type EligibilityInput } from '../../../shared/schemas/eligibility';
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

// The server's rules with two differences. The household's size is required here (the API takes answers without it
// from older clients). A radio's value is text, so the ownership answer is "yes"/"no" here and becomes the boolean
// the API takes, and only for a previous owner (anyone else was never asked). Radios that were shown and then hidden
// leave null behind, which must not block a form whose question is gone.
const formSchema = eligibilityAnswersSchema
  .extend({
    householdSize: eligibilityAnswersSchema.shape.householdSize.unwrap(),
    ownedHomeRecently: z.enum(['yes', 'no'], { error: 'Indica si tuviste casa propia en los últimos años' }).nullish(),
  })
  .superRefine(requireOwnershipAnswer)
  .transform(({ ownedHomeRecently, ...answers }): EligibilityInput => ({
    ...answers,
    ownedHomeRecently: answers.housingHistory === 'previous-owner' ? ownedHomeRecently === 'yes' : undefined,
  }));

/** docs/product/validation.md#eligibility-form, validated by the rules the server uses; the questions' figures come from `parameters`. */
export function EligibilityForm({
  parameters,
  defaults,
  pending,
  onSubmit,
}: {
  parameters: ProgrammeParameters;
  defaults: { name: string; email: string };
  pending: boolean;
  onSubmit: (values: EligibilityInput) => void;
}) {
  const form = useForm<z.input<typeof formSchema>, unknown, EligibilityInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { planToMove: false, hasDependents: false, ...defaults },
  });
  const { errors } = form.formState;
  const livesAbroad = form.watch('residencyStatus') === 'no';
  const previousOwner = form.watch('housingHistory') === 'previous-owner';
  const { minCreditScore, noHomeOwnedYears } = parameters.eligibility;
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
        {previousOwner && (
          <RadioGroupField
            legend={`¿Tuviste casa propia en los últimos ${noHomeOwnedYears} años?`}
            options={optionsOf(ownedHomeRecentlyLabels(noHomeOwnedYears))}
            error={errors.ownedHomeRecently?.message}
            registration={form.register('ownedHomeRecently')}
          />
        )}
        <RadioGroupField
          legend="¿Vives en Puerto Rico?"
          options={optionsOf(residencyStatusLabels)}
          error={errors.residencyStatus?.message}
          registration={form.register('residencyStatus')}
        />
        {livesAbroad && <CheckboxField label="Planeo mudarme a Puerto Rico" {...form.register('planToMove')} />}
        <CheckboxField label="Tengo dependientes" {...form.register('hasDependents')} />
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Hogar, crédito y educación</h2>
        {/* The assistance's income limit depends on it (docs/product/programme.md#eligibility); a phone shows its number pad. */}
        <Field
          label="¿Cuántas personas viven en tu hogar?"
          type="number"
          inputMode="numeric"
          pattern="[0-9]*"
          min={1}
          max={20}
          step={1}
          hint="Cuéntate a ti. El límite de ingreso de la asistencia depende de cuántas personas viven contigo."
          className="sm:max-w-40"
          error={errors.householdSize?.message}
          {...form.register('householdSize', number)}
        />
        <RadioGroupField
          legend="¿Alguien en tu hogar es fuerza laboral crítica de recuperación?"
          options={optionsOf(householdCategoryLabels)}
          columns={1}
          error={errors.householdCategory?.message}
          registration={form.register('householdCategory')}
        />
        <RadioGroupField
          legend="¿Cuál es tu puntuación de crédito?"
          options={optionsOf(creditScoreBandLabels(minCreditScore))}
          columns={1}
          error={errors.creditScoreBand?.message}
          registration={form.register('creditScoreBand')}
        />
        <RadioGroupField
          legend="¿Tienes el certificado de educación para compradores?"
          hint="El programa pide un certificado de educación para compradores de vivienda. Lo ofrecen las agencias de consejería de vivienda aprobadas por HUD, en línea o en persona."
          options={optionsOf(educationCertificateLabels)}
          error={errors.educationCertificate?.message}
          registration={form.register('educationCertificate')}
        />
      </Card>

      <Button type="submit" disabled={pending} className="sm:justify-self-start">
        {pending ? 'Verificando...' : 'Verificar elegibilidad'}
      </Button>
    </form>
  );
}
