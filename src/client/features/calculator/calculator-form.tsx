import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { calculatorInputSchema } from '../../../shared/schemas/calculator';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { formatUsd } from '../../lib/format';
import type { Finances } from './figures';

const financesSchema = calculatorInputSchema.pick({ annualIncome: true, monthlyDebts: true, downPayment: true, zone: true });

// The bonus is the assistance programme version's, so the label says what the calculation will add; none while
// that programme is closed or paused.
const zoneOptions = (urbanBonus: number | null) => [
  { value: 'urban', label: urbanBonus ? `Urbana (+${formatUsd(urbanBonus)} de asistencia en un centro urbano certificado)` : 'Urbana' },
  { value: 'rural', label: 'Rural' },
];

/** docs/product/screens.md calculator inputs, validated by the schema the server uses. */
export function CalculatorForm({
  defaults,
  urbanBonus,
  pending,
  onSubmit,
}: {
  defaults: Partial<Finances>;
  /** The assistance's bonus for a certified urban centre; null while the assistance is not open. */
  urbanBonus: number | null;
  pending: boolean;
  onSubmit: (values: Finances) => void;
}) {
  const form = useForm<Finances>({ resolver: zodResolver(financesSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const money = { valueAsNumber: true } as const;
  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Tus finanzas</h2>
        <Field
          label="Ingreso anual (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.annualIncome?.message}
          {...form.register('annualIncome', money)}
        />
        <Field
          label="Deudas mensuales (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="Préstamos de auto, estudiantiles, tarjetas de crédito…"
          error={errors.monthlyDebts?.message}
          {...form.register('monthlyDebts', money)}
        />
        <Field
          label="Pronto pago disponible (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.downPayment?.message}
          {...form.register('downPayment', money)}
        />
        <RadioGroupField
          legend="Zona de la propiedad"
          options={zoneOptions(urbanBonus)}
          columns={1}
          error={errors.zone?.message}
          registration={form.register('zone')}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Calculando...' : 'Calcular presupuesto'}
        </Button>
      </form>
    </Card>
  );
}
