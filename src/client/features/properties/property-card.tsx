import { useId } from 'react';
import { Bath, BedDouble, Check, MapPin, Plus, Ruler } from 'lucide-react';
import { propertyTypeLabels } from '../../../shared/choices';
import { fitsBudget } from '../../../shared/domain/property-filter';
import type { Property } from '../../../shared/schemas/properties';
import { Button } from '../../components/ui/button';
import { formatCents } from '../../lib/format';

interface Props {
  property: Property;
  saved: boolean;
  /** Dollars, when the buyer has used the calculator. */
  totalBudget: number | null;
  disabled: boolean;
  onSave: () => void;
}

/** docs/product/screens.md: image, type badge, title, description, price, m², municipality, bedrooms and bathrooms when present. */
export function PropertyCard({ property, saved, totalBudget, disabled, onSave }: Props) {
  const titleId = useId();
  const fits = totalBudget === null ? null : fitsBudget(property.priceCents, totalBudget);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img src={property.imageUrl} alt="" width={400} height={260} className="aspect-[400/260] w-full bg-sky-50 object-cover" />
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
        {fits !== null && (
          <p
            className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${fits ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {fits ? 'Dentro de tu presupuesto' : 'Fuera de tu presupuesto'}
          </p>
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
