// docs/product/programme.md#amortization: the stored calculation's loan month by month and year by year, a chart of
// the balance and the interest paid, an extra monthly payment and what it saves, and the CSV.
import { FileDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { amortizationQuerySchema, type Amortization } from '../../../shared/schemas/calculator';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api';
import { amortizationCsvHref, useAmortization } from './api/amortization';
import { formatPercent, formatUsd } from '../../lib/format';
import { monthsText } from './figures';

// uPlot and its stylesheet arrive only with this section (docs/decisions/0100-amortization-chart-with-uplot.md).
const AmortizationChart = lazy(() => import('./amortization-chart'));

/** The extra payment the schedule is asked for once typing pauses, so each keystroke is not a request. */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function YearTable({ schedule }: { schedule: Amortization }) {
  return (
    // Scrolls inside its own box (30 rows), so it must be reachable by keyboard to be scrolled (axe's
    // scrollable-region-focusable); `relative` keeps the sr-only caption inside the box, or a phone widens the page.
    <div
      role="region"
      aria-label="Tabla de amortización por año"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table className="w-full border-collapse text-right text-sm tabular-nums">
        <caption className="sr-only">Amortización por año: principal e intereses pagados en cada año y saldo al final del año</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left font-semibold">
              Año
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Principal
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Intereses
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Saldo
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.years.map((year) => (
            <tr key={year.period} className="border-t border-slate-100 odd:bg-white even:bg-slate-50">
              <th scope="row" className="px-2 py-1.5 sm:px-3 text-left font-medium text-slate-900">
                {year.period}
              </th>
              <td className="px-2 py-1.5 sm:px-3 text-slate-800">{formatUsd(year.principal)}</td>
              <td className="px-2 py-1.5 sm:px-3 text-slate-800">{formatUsd(year.interest)}</td>
              <td className="px-2 py-1.5 sm:px-3 text-slate-800">{formatUsd(year.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const parseExtra = (text: string) => amortizationQuerySchema.shape.extra.safeParse(text);

export function AmortizationSection({ runId }: { runId: string }) {
  const [extraText, setExtraText] = useState('');
  const parsed = parseExtra(extraText);
  const settledText = useSettled(extraText);
  const settled = parseExtra(settledText);
  const extra = settled.success ? settled.data : 0;
  const schedule = useAmortization(runId, extra);
  // The same loan without the extra payment, drawn beside it (the first answer, so it is already cached).
  const baseline = useAmortization(runId, 0);
  const data = schedule.data;

  let body;
  if (schedule.isPending) body = <p className="text-sm text-slate-600">Cargando la amortización...</p>;
  else if (!data)
    body = <p className="text-sm text-red-700">{errorMessage(schedule.error, 'No se pudo cargar la amortización. Inténtalo de nuevo.')}</p>;
  else {
    const years = data.termMonths / 12;
    const payoff = data.months.length;
    const summary = `El saldo baja de ${formatUsd(data.loanAmount)} a $0 en ${monthsText(payoff)}; en total pagas ${formatUsd(data.totalInterest)} de intereses.`;
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
          {[
            ['Préstamo', formatUsd(data.loanAmount)],
            ['Tasa y plazo', `${formatPercent(data.annualInterestRate)} · ${years} ${years === 1 ? 'año' : 'años'}`],
            ['Pago mensual (principal e intereses)', formatUsd(data.monthlyPayment)],
            ['Intereses en total', formatUsd(data.totalInterest)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-base font-bold text-slate-900 tabular-nums sm:text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:items-start">
          <Field
            label="Pago adicional mensual (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={extraText}
            onChange={(event) => setExtraText(event.target.value)}
            error={parsed.success ? undefined : parsed.error.issues[0]?.message}
            hint="Va directo al principal del préstamo."
          />
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200 sm:mt-7">
            {data.extraMonthlyPayment > 0
              ? `Con ${formatUsd(data.extraMonthlyPayment)} más al mes terminas de pagar ${monthsText(data.monthsSaved)} antes y ahorras ${formatUsd(data.interestSaved)} en intereses.`
              : 'Escribe un pago adicional para ver cuántos meses e intereses te ahorras.'}
          </p>
        </div>
        <figure className="grid gap-2">
          <figcaption className="text-sm text-slate-700">{summary}</figcaption>
          <Suspense fallback={<div className="h-60 animate-pulse rounded-lg bg-slate-100 sm:h-75" />}>
            <AmortizationChart schedule={data} baseline={data.extraMonthlyPayment > 0 ? (baseline.data ?? null) : null} />
          </Suspense>
        </figure>
        <YearTable schedule={data} />
        <a
          href={amortizationCsvHref(data.extraMonthlyPayment)}
          download
          className="inline-flex min-h-11 items-center justify-center gap-2 justify-self-start rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <FileDown className="size-4" aria-hidden="true" />
          Descargar CSV
        </a>
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby="amortization-heading" className="grid gap-5">
      <div>
        <h2 id="amortization-heading" className="text-lg font-semibold text-slate-900">
          Amortización
        </h2>
        <p className="text-sm text-slate-600">
          {data
            ? `Tu préstamo mes a mes, con la tasa y el plazo de la versión ${data.programmeVersion} del programa.`
            : 'Tu préstamo mes a mes.'}
        </p>
      </div>
      {body}
    </Card>
  );
}
