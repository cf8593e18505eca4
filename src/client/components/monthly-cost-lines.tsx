// docs/product/programme.md#the-whole-cost and #property-tax: the monthly cost line by line, each line's source one tap
// away (a disclosure with its basis and the link to the programme version's source or to CRIM). Shared by the
// calculator and the console's preview, so the operator sees what a buyer sees.
import { monthlyCostLabels, propertyTaxSourceLabels, type HomeCost, type MonthlyCost } from '../../shared/domain/home-cost';
import type { ProgrammeParameters } from '../../shared/programme';
import { formatPercent, formatUsd } from '../lib/format';

type MonthlyLine = Exclude<keyof MonthlyCost, 'total'>;

const link = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';

function SourceLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={link}>
      {children}
    </a>
  );
}

/** The property tax's tag beside its label: where the figure comes from, and the estimate's range. */
export function propertyTaxTag(cost: HomeCost): string | null {
  const tax = cost.assumptions.propertyTax;
  if (!tax) return null;
  if (tax.source !== 'estimate' || tax.low === tax.high) return propertyTaxSourceLabels[tax.source];
  return `${propertyTaxSourceLabels.estimate}: entre ${formatUsd(Math.round(tax.low / 12))} y ${formatUsd(Math.round(tax.high / 12))}`;
}

function PropertyTaxBasis({ cost, parameters }: { cost: HomeCost; parameters: ProgrammeParameters }) {
  const { assumptions } = cost;
  const tax = assumptions.propertyTax;
  const crim = parameters.costs.propertyTax;
  const crimLink = <SourceLink href={crim.source}>Centro de Recaudación de Ingresos Municipales (CRIM)</SourceLink>;
  if (tax?.source === 'crim')
    return (
      <p>
        La propiedad trae su contribución anual según el CRIM: {formatUsd(tax.annual)} al año, en dos plazos. Fuente: {crimLink}.
      </p>
    );
  if (tax?.source === 'buyer') return <p>La cifra que escribiste en los supuestos: {formatUsd(tax.annual)} al año.</p>;
  const share = assumptions.homePrice > 0 ? assumptions.assessedValue / assumptions.homePrice : crim.assessedShareOfPrice;
  const rateOf = assumptions.municipality ? `la tasa de ${assumptions.municipality}` : 'la tasa predeterminada del programa';
  return (
    <>
      <p>
        Estimado con la fórmula del CRIM: el valor tasado, que suponemos en {formatPercent(share)} del precio (
        {formatUsd(assumptions.assessedValue)}), menos la exención de residencia principal de {formatUsd(crim.exemption)}, por {rateOf} (
        {formatPercent(assumptions.propertyTaxRate)}).
        {tax && tax.low !== tax.high && (
          <>
            {' '}
            Las fuentes no coinciden en cuánto del precio tasa el CRIM: entre {formatUsd(Math.round(tax.low / 12))} y{' '}
            {formatUsd(Math.round(tax.high / 12))} al mes. Si sabes la cifra real, escríbela en los supuestos.
          </>
        )}
      </p>
      <p>
        Fuentes: {crim.basisSource && <SourceLink href={crim.basisSource}>base del estimado</SourceLink>}
        {crim.basisSource && ' · '}
        {crimLink}.
      </p>
    </>
  );
}

function Basis({ line, cost, parameters, sourceUrl }: { line: MonthlyLine } & MonthlyCostLinesProps) {
  const { assumptions } = cost;
  const c = parameters.costs;
  // A draft in the console has no published source yet (and the preview may not pass one): the version's own figures.
  const programme = sourceUrl ? <SourceLink href={sourceUrl}>fuente de las cifras del programa</SourceLink> : <>las cifras del borrador</>;
  switch (line) {
    case 'principalAndInterest':
      return (
        <p>
          Un préstamo de {formatUsd(cost.loanAmount)} a {formatPercent(parameters.loan.annualInterestRate)} fijo por{' '}
          {parameters.loan.termYears} años. Fuente: {programme}.
        </p>
      );
    case 'propertyTax':
      return <PropertyTaxBasis cost={cost} parameters={parameters} />;
    case 'hazardInsurance':
      return (
        <p>
          {formatUsd(assumptions.hazardInsuranceAnnual)} al año
          {assumptions.hazardInsuranceAnnual === Math.round(assumptions.homePrice * c.hazardInsuranceRate * 100) / 100
            ? `: ${formatPercent(c.hazardInsuranceRate)} del precio, estimado del programa. Usa tu cotización si la tienes.`
            : ', la cifra que escribiste.'}{' '}
          Fuente: {programme}.
        </p>
      );
    case 'floodInsurance':
      return (
        <p>
          {formatUsd(assumptions.floodInsuranceAnnual)} al año porque la vivienda está en zona inundable
          {assumptions.floodInsuranceAnnual === c.floodInsuranceAnnual
            ? ', estimado del programa.'
            : ', la cifra que escribiste.'} Fuente: {programme}.
        </p>
      );
    case 'mortgageInsurance':
      return (
        <p>
          {formatPercent(c.mortgageInsuranceRate)} del préstamo al año mientras pase del {formatPercent(c.mortgageInsuranceAbove)} del
          precio. Fuente: {programme}.
        </p>
      );
  }
}

export interface MonthlyCostLinesProps {
  cost: HomeCost;
  /** The loan programme's version the figures come from (in force, or the console's draft). */
  parameters: ProgrammeParameters;
  /** That version's source link; none for a draft not yet published. */
  sourceUrl?: string;
}

/** The monthly lines and their total; flood and mortgage insurance only when charged (a $0 line that never applies is noise). */
export function MonthlyCostLines({ cost, parameters, sourceUrl }: MonthlyCostLinesProps) {
  const { monthlyCost } = cost;
  const lines = (Object.keys(monthlyCostLabels) as MonthlyLine[]).filter(
    (key) => key === 'principalAndInterest' || key === 'propertyTax' || key === 'hazardInsurance' || monthlyCost[key] > 0,
  );
  const tag = propertyTaxTag(cost);
  return (
    <dl className="grid text-sm" data-testid="monthly-cost-lines">
      {lines.map((key) => (
        <div key={key} className="flex items-start justify-between gap-4 border-b border-slate-100 py-2">
          <dt className="min-w-0 text-slate-700">
            {monthlyCostLabels[key]}
            {key === 'propertyTax' && tag && (
              <span className="ml-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{tag}</span>
            )}
            <details className="mt-1 text-xs text-slate-600">
              <summary className="w-fit cursor-pointer font-medium text-blue-800 underline-offset-2 hover:underline">
                De dónde sale<span className="sr-only">: {monthlyCostLabels[key]}</span>
              </summary>
              <div className="mt-1 grid gap-1">
                <Basis line={key} cost={cost} parameters={parameters} sourceUrl={sourceUrl} />
              </div>
            </details>
          </dt>
          <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatUsd(monthlyCost[key])}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-slate-300 pt-3">
        <dt className="font-semibold text-slate-900">Total mensual</dt>
        <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">{formatUsd(monthlyCost.total)}</dd>
      </div>
    </dl>
  );
}
