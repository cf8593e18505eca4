import { propertyTypeLabels, propertyTypes, type PropertyType } from '../../../shared/choices';
import { allMunicipalities, type PropertyFilters as Filters } from '../../../shared/domain/property-filter';
import { SelectField } from '../../components/ui/select-field';
import { PriceRangeSlider } from './price-range-slider';

interface Props {
  filters: Filters;
  municipalities: string[];
  /** Whether the buyer has a calculation: the budget filter is offered only then. */
  hasBudget: boolean;
  onChange: (filters: Filters) => void;
}

/** docs/product/screens.md#properties: price range, within my budget (once there is one), municipality with "all", property types. */
export function PropertyFilters({ filters, municipalities, hasBudget, onChange }: Props) {
  const toggleType = (type: PropertyType, checked: boolean) =>
    onChange({ ...filters, types: checked ? [...filters.types, type] : filters.types.filter((t) => t !== type) });
  return (
    <section aria-labelledby="filtros" className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="filtros" className="text-lg font-bold text-slate-900">
        Filtros
      </h2>
      <PriceRangeSlider value={filters.priceRange} onChange={(priceRange) => onChange({ ...filters, priceRange })} />
      {hasBudget && (
        <label className="flex min-h-8 items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-blue-700"
            checked={filters.withinBudget}
            onChange={(event) => onChange({ ...filters, withinBudget: event.target.checked })}
          />
          Solo lo que está dentro de mi presupuesto
        </label>
      )}
      <SelectField
        label="Municipio"
        value={filters.municipality}
        onChange={(event) => onChange({ ...filters, municipality: event.target.value })}
      >
        <option value={allMunicipalities}>Todos los municipios</option>
        {municipalities.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Tipo de propiedad</legend>
        {propertyTypes.map((type) => (
          <label key={type} className="flex min-h-8 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-blue-700"
              checked={filters.types.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
            {propertyTypeLabels[type]}
          </label>
        ))}
        <p className="text-xs text-slate-600">Si no marcas ninguno, verás todos los tipos.</p>
      </fieldset>
    </section>
  );
}
