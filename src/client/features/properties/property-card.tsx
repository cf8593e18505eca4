import { useId } from 'react';
import { Bath, BedDouble, Building2, MapPin, Ruler } from 'lucide-react';
import { Link } from 'wouter';
import { propertyTypeLabels } from '../../../shared/choices';
import type { BuyerBudget } from '../../../shared/domain/property-filter';
import type { ProgrammeParameters } from '../../../shared/programme';
import type { BrowseListing } from '../../../shared/schemas/listings';
import { screens } from '../../../shared/screens';
import { formatCents } from '../../lib/format';
import { BudgetFacts } from './budget-facts';
import { PropertyImage } from './property-image';
import { SaveToPlanButton } from './save-button';
import { bedroomsText, bathroomsText, placeOf } from './words';

interface Props {
  property: BrowseListing;
  saved: boolean;
  /** The buyer's latest calculation, or null before any. */
  budget: BuyerBudget | null;
  /** The programme version in force, once loaded. */
  parameters: ProgrammeParameters | undefined;
  disabled: boolean;
  onSave: () => void;
}

/** Cards are two across from 640 px, in the column beside the filters from 1024 px. */
export const cardImageSizes = '(min-width: 1280px) 26rem, (min-width: 1024px) 36vw, (min-width: 640px) 50vw, 100vw';

/**
 * docs/product/screens.md#properties: photo, type badge ("Ejemplo" on the sample homes), title linking to the listing's
 * page, publisher, barrio and municipality, description, price, m², bedrooms and bathrooms when known; and against the
 * buyer's budget (docs/product/programme.md#properties-fit) its estimated monthly cost and whether it fits.
 */
export function PropertyCard({ property, saved, budget, parameters, disabled, onSave }: Props) {
  const titleId = useId();
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <PropertyImage photo={property.coverPhoto} imageUrl={property.imageUrl} type={property.type} sizes={cardImageSizes} alt="" />
        <span className="absolute left-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-blue-800 shadow">
            {propertyTypeLabels[property.type]}
          </span>
          {property.isExample && (
            <span className="rounded-full bg-slate-900/85 px-3 py-1 text-xs font-semibold text-white shadow">Ejemplo</span>
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            <Link href={screens.propertyDetail(property.id)} className="underline-offset-2 hover:underline focus-visible:underline">
              {property.title}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Building2 className="size-4 shrink-0 text-blue-700" aria-hidden="true" />
            {property.publisherName}
          </p>
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{property.description}</p>
        <p className="text-2xl font-extrabold text-blue-800">{formatCents(property.priceCents)}</p>
        <BudgetFacts property={property} budget={budget} parameters={parameters} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <MapPin className="size-4 text-blue-700" aria-hidden="true" />
            {placeOf(property)}
          </li>
          <li className="flex items-center gap-1">
            <Ruler className="size-4 text-blue-700" aria-hidden="true" />
            {property.sizeM2} m²
          </li>
          {property.bedrooms !== null && (
            <li className="flex items-center gap-1">
              <BedDouble className="size-4 text-blue-700" aria-hidden="true" />
              {bedroomsText(property.bedrooms)}
            </li>
          )}
          {property.bathrooms !== null && (
            <li className="flex items-center gap-1">
              <Bath className="size-4 text-blue-700" aria-hidden="true" />
              {bathroomsText(property.bathrooms)}
            </li>
          )}
        </ul>
        <div className="mt-auto pt-2">
          <SaveToPlanButton saved={saved} disabled={disabled} describedBy={titleId} onSave={onSave} />
        </div>
      </div>
    </li>
  );
}
