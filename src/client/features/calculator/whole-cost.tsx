// docs/product/programme.md#the-whole-cost: what the home costs each month and the cash the buyer brings to the
// closing, line by line; each total is the sum of its lines (whole dollars, src/shared/domain/home-cost.ts).
import type { ReactNode } from 'react';
import { cashToCloseLabels } from '../../../shared/domain/home-cost';
import { Card } from '../../components/ui/card';
import { formatUsd } from '../../lib/format';
import { MonthlyCostLines, type MonthlyCostLinesProps } from '../../components/monthly-cost-lines';

/** A covered amount reads "−$60,000" (a true minus sign, read "menos"), never "-$60,000" or "−$0". */
const signed = (amount: number) => (amount < 0 ? `−${formatUsd(-amount)}` : formatUsd(amount));

function Lines({ children, totalLabel, total }: { children: ReactNode; totalLabel: string; total: number }) {
  return (
    <dl className="grid text-sm">
      {children}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-slate-300 pt-3">
        <dt className="font-semibold text-slate-900">{totalLabel}</dt>
        <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">{formatUsd(total)}</dd>
      </div>
    </dl>
  );
}

function Line({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2">
      <dt className="text-slate-700">
        {label}
        {note && <span className="block text-xs text-slate-500">{note}</span>}
      </dt>
      <dd className={`font-medium whitespace-nowrap tabular-nums ${amount < 0 ? 'text-emerald-700' : 'text-slate-900'}`}>
        {signed(amount)}
      </dd>
    </div>
  );
}

/** `parameters` and `sourceUrl`: the loan programme's version in force, whose figures and source each line names. */
export function WholeCost({ cost, savings, parameters, sourceUrl }: MonthlyCostLinesProps & { savings: number }) {
  const { cashToClose, assumptions } = cost;
  const shortfall = cashToClose.total - savings;
  return (
    <>
      <Card as="section" aria-labelledby="monthly-cost-heading" className="grid gap-3">
        <div>
          <h2 id="monthly-cost-heading" className="text-lg font-semibold text-slate-900">
            Costo mensual
          </h2>
          <p className="text-sm text-slate-600">De una vivienda de {formatUsd(assumptions.homePrice)}.</p>
        </div>
        <MonthlyCostLines cost={cost} parameters={parameters} sourceUrl={sourceUrl} />
        <p className="text-xs text-slate-600">El CRIM cobra la contribución en dos plazos al año; aquí, por mes.</p>
      </Card>
      <Card as="section" aria-labelledby="cash-to-close-heading" className="grid gap-3">
        <div>
          <h2 id="cash-to-close-heading" className="text-lg font-semibold text-slate-900">
            Efectivo para el cierre
          </h2>
          <p className="text-sm text-slate-600">Lo que llevas el día de la compra; el préstamo y el subsidio cubren las líneas en verde.</p>
        </div>
        <Lines totalLabel="Total para el cierre" total={cashToClose.total}>
          {cashToClose.lines.map((line) => (
            <Line key={line.key} label={cashToCloseLabels[line.key]} amount={line.amount} />
          ))}
        </Lines>
        {shortfall > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            Es {formatUsd(shortfall)} más que tu pronto pago disponible ({formatUsd(savings)}). Prueba un precio menor en los supuestos.
          </p>
        )}
      </Card>
    </>
  );
}
