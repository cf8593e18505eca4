import { useId } from 'react';
import { Bath, BedDouble, Check, MapPin, Plus, Ruler } from 'lucide-react';
import { Link } from 'wouter';
import { propertyTypeLabels } from '../../../shared/choices';
import { amountOverBudget, fitsBudget, propertyMonthlyCost, type BuyerBudget } from '../../../shared/domain/property-filter';
import type { ProgrammeParameters } from '../../../shared/programme';
import type { Property } from '../../../shared/schemas/properties';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { formatCents, formatUsd } from '../../lib/format';

interface Props {
  property: Property;
  saved: boolean;
  /** The buyer's latest calculation, or null before any. */
  budget: BuyerBudget | null;
  /** The programme version in force, once loaded. */
  parameters: ProgrammeParameters | undefined;
  disabled: boolean;
  onSave: () => void;
}

/**
 * docs/product/screens.md: image, type badge, title, description, price, m², municipality, bedrooms and bathrooms when
 * present; and against the buyer's budget (docs/product/programme.md#properties-fit): its estimated monthly cost and
 * whether it fits. Without a calculation the card asks for one: a monthly cost that assumed no subsidy and no savings
 * would mislead.
 */
export function PropertyCard({ property, saved, budget, parameters, disabled, onSave }: Props) {
  const titleId = useId();
  const fits = budget === null ? null : fitsBudget(property.priceCents, budget.totalBudget);
  const monthly = budget && parameters ? propertyMonthlyCost(property, budget, parameters) : null;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img src={property.imageUrl ?? undefined} alt="" width={400} height={260} className="aspect-[400/260] w-full bg-sky-50 object-cover" />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-blue-800 shadow">
          {propertyTypeLabels[property.type]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {property.title}
        </h3>
        <p className="text-sm text-slate-700">{property.description}</p>
        <p className="text-2xl font-extrabold text-blue-800">{formatCents(property.priceCents)}</p>
        {budget !== null && (
          <p
            className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${fits ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {fits ? 'Dentro de tu presupuesto' : `Por encima por ${formatUsd(amountOverBudget(property.priceCents, budget.totalBudget))}`}
          </p>
        )}
        {budget === null ? (
          <p className="text-sm">
            <Link href={screens.calculator} className="font-semibold text-blue-800 underline">
              Calcula tu presupuesto para ver tu costo mensual
            </Link>
          </p>
        ) : (
          monthly && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
              Costo mensual estimado: <strong className="text-slate-900">{formatUsd(monthly.total)}</strong>
              <span className="block text-xs text-slate-600">Hipoteca, CRIM y seguros, con tu último cálculo.</span>
            </p>
          )
        )}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <MapPin className="size-4 text-blue-700" aria-hidden="true" />
            {property.municipality}
          </li>
          <li className="flex items-center gap-1">
            <Ruler className="size-4 text-blue-700" aria-hidden="true" />
            {property.sizeM2} m²
          </li>
          {property.bedrooms !== null && (
            <li className="flex items-center gap-1">
              <BedDouble className="size-4 text-blue-700" aria-hidden="true" />
              {property.bedrooms} {property.bedrooms === 1 ? 'habitación' : 'habitaciones'}
            </li>
          )}
          {property.bathrooms !== null && (
            <li className="flex items-center gap-1">
              <Bath className="size-4 text-blue-700" aria-hidden="true" />
              {property.bathrooms} {property.bathrooms === 1 ? 'baño' : 'baños'}
            </li>
          )}
        </ul>
        <div className="mt-auto pt-2">
          <Button
            variant={saved ? 'success' : 'primary'}
            className="w-full"
            // Saved stays a full-contrast button that does nothing more (a property is saved once, docs/product/validation.md).
            aria-disabled={saved ? true : undefined}
            disabled={disabled}
            aria-describedby={titleId}
            onClick={saved ? undefined : onSave}
          >
            {saved ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
            {saved ? 'Agregada a mi plan' : 'Agregar a mi plan'}
          </Button>
        </div>
      </div>
    </li>
  );
}
