import { ArrowLeft, Home } from 'lucide-react';
import { useMemo, useState } from 'react';
import { defaultFilters, filterProperties, listedMunicipalities } from '../../../shared/domain/property-filter';
import { housingOptions } from '../../../shared/housing-options';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { Loading } from '../../components/ui/loading';
import { LinkButton } from '../../components/ui/link-button';
import { budgetOf } from '../../lib/budget';
import { formatUsd } from '../../lib/format';
import { useAddToPlan, usePlan } from '../../api/plan';
import { useProgramme } from '../../api/programme';
import { useProgress } from '../../api/progress';
import { MyPlan } from './my-plan';
import { PropertyCard } from './property-card';
import { PropertyFilters } from './property-filters';
import { useProperties } from './api/properties';

/** docs/product/screens.md#properties (/properties), with each property against the buyer's budget (docs/product/programme.md#properties-fit). */
export default function PropertiesPage() {
  const properties = useProperties();
  const plan = usePlan();
  const addToPlan = useAddToPlan();
  const budget = budgetOf(useProgress().data);
  const totalBudget = budget?.totalBudget ?? null;
  const parameters = useProgramme()?.parameters;
  const [filters, setFilters] = useState(defaultFilters);

  const all = useMemo(() => properties.data ?? [], [properties.data]);
  const shown = useMemo(() => filterProperties(all, filters, totalBudget), [all, filters, totalBudget]);
  const municipalities = useMemo(() => listedMunicipalities(all), [all]);
  const saved = plan.data?.savedProperties ?? [];
  const savedIds = new Set(saved.map((property) => property.id));
  const option = housingOptions.find((o) => o.id === plan.data?.selectedHousingOption);

  return (
    <Page title="Explorar Propiedades" subtitle="Encuentra propiedades que se ajusten a tu presupuesto y agrégalas a tu plan de vivienda.">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <LinkButton href={screens.calculator} variant="secondary">
          <ArrowLeft className="size-4" aria-hidden="true" /> Volver a la Calculadora
        </LinkButton>
        <p className="flex items-center gap-2 rounded-full bg-blue-50 px-4 py-2 text-sm text-blue-950 ring-1 ring-blue-200">
          <Home className="size-4 text-blue-700" aria-hidden="true" />
          Opción de vivienda: <strong>{option?.shortLabel ?? 'Ninguna'}</strong>
        </p>
      </div>

      {/* Phone: filters, listings, plan. Desktop: filters and plan in the side column, listings beside them. */}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <PropertyFilters filters={filters} municipalities={municipalities} hasBudget={totalBudget !== null} onChange={setFilters} />
        </div>

        <section aria-labelledby="resultados" className="grid gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="resultados" className="sr-only">
            Propiedades
          </h2>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900" role="status">
              Mostrando {shown.length} {shown.length === 1 ? 'propiedad' : 'propiedades'}
            </p>
            <p className="text-sm text-slate-700">
              {totalBudget === null
                ? 'Usa la calculadora para ver qué propiedades caben en tu presupuesto.'
                : `Tu presupuesto total: ${formatUsd(totalBudget)}`}
            </p>
          </div>
          {properties.isPending ? (
            <Loading />
          ) : properties.isError ? (
            <p className="rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
              No se pudieron cargar las propiedades. Recarga la página.
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {shown.map((property) => (
                <PropertyCard
                  key={property.id}
                  property={property}
                  saved={savedIds.has(property.id)}
                  budget={budget}
                  parameters={parameters}
                  disabled={!plan.isSuccess}
                  onSave={() => addToPlan.mutate(property)}
                />
              ))}
            </ul>
          )}
          {shown.length === 0 && properties.isSuccess && (
            <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
              {filters.withinBudget && totalBudget !== null
                ? 'Ninguna propiedad dentro de tu presupuesto coincide con tus filtros. Amplía el rango de precio, elige otro municipio o quita el filtro de presupuesto.'
                : 'Ninguna propiedad coincide con tus filtros. Amplía el rango de precio o elige otro municipio.'}
            </p>
          )}
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <MyPlan saved={saved} />
        </div>
      </div>
    </Page>
  );
}
