// The whole cost's assumptions (docs/product/programme.md#the-whole-cost), each with where its figure comes from. What
// the buyer leaves empty comes from the programme version in force; the server validates with the same schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CostAssumptionsInput } from '../../../shared/domain/home-cost';
import { municipalities } from '../../../shared/municipalities';
import type { ProgrammeParameters } from '../../../shared/programme';
import { calculatorInputSchema } from '../../../shared/schemas/calculator';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { SelectField } from '../../components/ui/select-field';
import { formatPercent, formatUsd } from '../../lib/format';

const { homePrice, municipality, hazardInsuranceAnnual, floodInsuranceAnnual, propertyTaxAnnual } = calculatorInputSchema.shape;
// A radio answers text; the request wants a boolean.
const assumptionsFormSchema = z.object({
  homePrice,
  municipality,
  floodZone: z.enum(['yes', 'no']),
  hazardInsuranceAnnual,
  floodInsuranceAnnual,
  propertyTaxAnnual,
});
type AssumptionsForm = z.infer<typeof assumptionsFormSchema>;

/** An empty box is "use the programme's figure", not zero. */
const numberOrEmpty = {
  setValueAs: (value: string | number | undefined) => (value === '' || value === undefined ? undefined : Number(value)),
};
const money = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

const link = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';

export function AssumptionsForm({
  given,
  homePrice: priceUsed,
  totalBudget,
  parameters,
  pending,
  onSubmit,
}: {
  /** The assumptions the buyer gave; the rest are the programme's. */
  given: CostAssumptionsInput;
  /** The price the figures shown were worked out at. */
  homePrice: number;
  totalBudget: number;
  parameters: ProgrammeParameters;
  pending: boolean;
  onSubmit: (assumptions: CostAssumptionsInput) => void;
}) {
  const form = useForm<AssumptionsForm>({
    resolver: zodResolver(assumptionsFormSchema),
    defaultValues: { ...given, floodZone: given.floodZone ? 'yes' : 'no' },
  });
  const { errors } = form.formState;
  const tax = parameters.costs.propertyTax;
  const chosen = form.watch('municipality');
  const ownRate = chosen ? tax.rates[chosen] : undefined;
  const rate = ownRate ?? tax.defaultRate;
  const floodZone = form.watch('floodZone') === 'yes';
  // A listing's CRIM bill is that home's: it stays while the price is the listing's, and goes with another price.
  const submit = form.handleSubmit(({ floodZone: zone, ...values }) =>
    onSubmit({
      ...values,
      floodZone: zone === 'yes',
      crimAnnualTax: values.homePrice === given.homePrice ? given.crimAnnualTax : undefined,
    }),
  );
  const range = tax.assessedShareRange;

  return (
    <Card as="section" aria-labelledby="assumptions-heading">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div>
          <h2 id="assumptions-heading" className="text-lg font-semibold text-slate-900">
            Supuestos
          </h2>
          <p className="text-sm text-slate-600">Cámbialos para ver el costo de otra vivienda. Lo que dejes vacío lo estima el programa.</p>
        </div>
        <Field
          label="Precio de la vivienda (USD)"
          {...money}
          min={1_000}
          hint={`Si lo dejas vacío, usamos tu presupuesto total: ${formatUsd(totalBudget)}.`}
          error={errors.homePrice?.message}
          {...form.register('homePrice', numberOrEmpty)}
        />
        <SelectField
          label="Municipio"
          error={errors.municipality?.message}
          {...form.register('municipality', { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">Sin especificar</option>
          {municipalities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <div className="-mt-2 grid gap-1 rounded-lg bg-slate-50 p-3 text-xs text-slate-700 ring-1 ring-slate-200">
          <p>
            Contribución sobre la propiedad, si no das la cifra: <strong>{formatPercent(rate)}</strong>{' '}
            {ownRate === undefined ? '(tasa predeterminada del programa)' : `(tasa de ${chosen})`} sobre el valor tasado, que estimamos en
            el {formatPercent(tax.assessedShareOfPrice)} del precio
            {range && range.low !== range.high && ` (las fuentes van del ${formatPercent(range.low)} al ${formatPercent(range.high)})`},
            menos la exención de residencia principal de <strong>{formatUsd(tax.exemption)}</strong>.
          </p>
          {given.crimAnnualTax !== undefined && (
            <p>
              Usamos la contribución de la propiedad según el CRIM: <strong>{formatUsd(given.crimAnnualTax)}</strong> al año.
            </p>
          )}
          <p>
            Fuente:{' '}
            <a href={tax.source} target="_blank" rel="noreferrer" className={link}>
              Centro de Recaudación de Ingresos Municipales (CRIM)
            </a>
            .
          </p>
        </div>
        <Field
          label="Contribución anual que conoces (USD, opcional)"
          {...money}
          hint="El recibo del CRIM de la vivienda, si lo tienes: esta cifra se usa en vez de la de la propiedad o del estimado."
          error={errors.propertyTaxAnnual?.message}
          {...form.register('propertyTaxAnnual', numberOrEmpty)}
        />
        <RadioGroupField
          legend="¿La vivienda está en zona inundable?"
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Sí' },
          ]}
          error={errors.floodZone?.message}
          registration={form.register('floodZone')}
        />
        <Field
          label="Seguro de riesgo al año (USD)"
          {...money}
          hint={`Si lo dejas vacío: ${formatPercent(parameters.costs.hazardInsuranceRate)} del precio al año (${formatUsd(
            priceUsed * parameters.costs.hazardInsuranceRate,
          )} a este precio), estimado del programa. Usa tu cotización si la tienes.`}
          error={errors.hazardInsuranceAnnual?.message}
          {...form.register('hazardInsuranceAnnual', numberOrEmpty)}
        />
        {floodZone && (
          <Field
            label="Seguro de inundación al año (USD)"
            {...money}
            hint={`Si lo dejas vacío: ${formatUsd(parameters.costs.floodInsuranceAnnual)} al año, estimado del programa.`}
            error={errors.floodInsuranceAnnual?.message}
            {...form.register('floodInsuranceAnnual', numberOrEmpty)}
          />
        )}
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Actualizando...' : 'Actualizar costos'}
        </Button>
      </form>
    </Card>
  );
}
