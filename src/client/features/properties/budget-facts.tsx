import { Link } from 'wouter';
import {
  amountOverBudget,
  fitsBudget,
  propertyMonthlyCost,
  type BuyerBudget,
  type ListingCostFacts,
} from '../../../shared/domain/property-filter';
import type { ProgrammeParameters } from '../../../shared/programme';
import { screens } from '../../../shared/screens';
import { formatUsd } from '../../lib/format';

/**
 * docs/product/programme.md#properties-fit, on a card and on a listing's page alike: the fit badge and the estimated
 * monthly cost at the listing's price; before any calculation, a link to the calculator instead (a monthly cost that
 * assumed no subsidy and no savings would mislead).
 */
export function BudgetFacts({
  property,
  budget,
  parameters,
  calculatorHref,
}: {
  property: ListingCostFacts;
  budget: BuyerBudget | null;
  parameters: ProgrammeParameters | undefined;
  /** On a listing's page: the calculator at this listing, where each line shows its source. */
  calculatorHref?: string;
}) {
  if (budget === null) {
    return (
      <p className="text-sm">
        <Link href={screens.calculator} className="font-semibold text-blue-800 underline">
          Calcula tu presupuesto para ver tu costo mensual
        </Link>
      </p>
    );
  }
  const fits = fitsBudget(property.priceCents, budget.totalBudget);
  const monthly = parameters ? propertyMonthlyCost(property, budget, parameters) : null;
  return (
    <>
      <p
        className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${fits ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
      >
        {fits ? 'Dentro de tu presupuesto' : `Por encima por ${formatUsd(amountOverBudget(property.priceCents, budget.totalBudget))}`}
      </p>
      {monthly && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
          Costo mensual estimado: <strong className="text-slate-900">{formatUsd(monthly.total)}</strong>
          <span className="block text-xs text-slate-600">
            Hipoteca, CRIM y seguros, con tu último cálculo.
            {property.crimAnnualTaxCents != null ? ' Contribución según el CRIM.' : ' Contribución estimada.'}
          </span>
          {calculatorHref && (
            <Link href={calculatorHref} className="mt-1 block text-xs font-semibold text-blue-800 underline">
              Ver cada línea y su fuente en la calculadora
            </Link>
          )}
        </p>
      )}
    </>
  );
}
