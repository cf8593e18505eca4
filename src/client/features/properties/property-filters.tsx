import { useId, useState } from 'react';
import { propertyTypeLabels, propertyTypes, type PropertyType } from '../../../shared/choices';
import { SelectField } from '../../components/ui/select-field';
import { PriceRangeSlider } from './price-range-slider';
import { allMunicipalities, bedroomChoices, type BrowseFilters } from './url-filters';

interface Props {
  filters: BrowseFilters;
  /** Every municipality with a published listing (the server's list), plus the chosen one. */
  municipalities: string[];
  /** Whether the buyer has a calculation: "within my budget" works only then. */
  hasBudget: boolean;
  onChange: (filters: BrowseFilters) => void;
}

export const noBudgetHint = 'Usa la calculadora para ver qué propiedades caben en tu presupuesto.';

/** docs/product/screens.md#properties: price range, within my budget, municipality with "all", bedrooms, property types. */
export function PropertyFilters({ filters, municipalities, hasBudget, onChange }: Props) {
  const hintId = useId();
  // The thumbs follow the finger; the address (and so the list) changes when they are let go.
  const [dragging, setDragging] = useState<readonly [number, number] | null>(null);
  const toggleType = (type: PropertyType, checked: boolean) =>
    onChange({ ...filters, types: checked ? [...filters.types, type] : filters.types.filter((t) => t !== type) });
  const options =
    filters.municipality === allMunicipalities || municipalities.includes(filters.municipality)
      ? municipalities
      : [...municipalities, filters.municipality].sort((a, b) => a.localeCompare(b, 'es'));
  return (
    <section aria-labelledby="filtros" className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="filtros" className="text-lg font-bold text-slate-900">
        Filtros
      </h2>
      <PriceRangeSlider
        value={dragging ?? filters.priceRange}
        onChange={setDragging}
        onCommit={(priceRange) => {
          setDragging(null);
          onChange({ ...filters, priceRange });
        }}
      />
      <div className="grid gap-1">
        <label className={`flex min-h-8 items-center gap-3 text-sm font-medium ${hasBudget ? 'text-slate-800' : 'text-slate-600'}`}>
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-blue-700"
            checked={hasBudget && filters.fits}
            disabled={!hasBudget}
            aria-describedby={hasBudget ? undefined : hintId}
            onChange={(event) => onChange({ ...filters, fits: event.target.checked })}
          />
          Solo lo que está dentro de mi presupuesto
        </label>
        {!hasBudget && (
          <p id={hintId} className="text-xs text-slate-600">
            {noBudgetHint}
          </p>
        )}
      </div>
      <SelectField
        label="Municipio"
        value={filters.municipality}
        onChange={(event) => onChange({ ...filters, municipality: event.target.value })}
      >
        <option value={allMunicipalities}>Todos los municipios</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Habitaciones"
        value={filters.bedrooms === null ? '' : String(filters.bedrooms)}
        onChange={(event) => onChange({ ...filters, bedrooms: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">Cualquiera</option>
        {bedroomChoices.map((n) => (
          <option key={n} value={n}>
            {n}+
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
