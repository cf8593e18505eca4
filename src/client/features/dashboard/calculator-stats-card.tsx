import { Card } from '../../components/ui/card';
import { useCalculatorStats } from '../../api/calculator-stats';
import { formatUsd } from '../../lib/format';

/** docs/product/screens.md "calculator statistics" of this buyer. */
export function CalculatorStatsCard() {
  const stats = useCalculatorStats().data;
  const rows: Array<[string, string]> = stats
    ? [
        ['Cálculos realizados', String(stats.totalCalculations)],
        ['Presupuesto promedio', formatUsd(stats.averageBudget)],
        ['Ingreso promedio', formatUsd(stats.averageIncome)],
      ]
    : [];
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold text-slate-900">Tus cálculos</h2>
      {stats ? (
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">Cargando...</p>
      )}
    </Card>
  );
}
