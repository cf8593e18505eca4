import { ArrowLeft, Home } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { housingOptions } from '../../../shared/housing-options';
import { propertySortLabels, propertySorts, type PropertySort } from '../../../shared/schemas/listings';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { Loading } from '../../components/ui/loading';
import { LinkButton } from '../../components/ui/link-button';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api';
import { budgetOf } from '../../lib/budget';
import { formatUsd } from '../../lib/format';
import { useAddToPlan, usePlan } from '../../api/plan';
import { useProgramme } from '../../api/programme';
import { useProgress } from '../../api/progress';
import { MyPlan } from './my-plan';
import { PropertyCard } from './property-card';
import { PropertyFilters } from './property-filters';
import { filtersFromParams, filterValues, type BrowseFilters } from './url-filters';
import { propertiesCount } from './words';
import { usePropertiesPages } from './api/properties';
import { LoadMoreButton } from '../../components/ui/load-more-button';

/**
 * docs/product/screens.md#properties (/properties): published listings filtered and paged by the server, the filters
 * in the address; each listing against the buyer's budget (docs/product/programme.md#properties-fit).
 */
export default function PropertiesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const plan = usePlan();
  const addToPlan = useAddToPlan();
  const progress = useProgress();
  const budget = budgetOf(progress.data);
  const totalBudget = budget?.totalBudget ?? null;
  const parameters = useProgramme()?.parameters;
  // Until the progress is read we do not know whether "fits" applies; asking without it would show the wrong list first.
  const pages = usePropertiesPages(filters, totalBudget !== null, !progress.isPending);

  const setFilters = (next: BrowseFilters) =>
    setParams(
      () => {
        const updated = new URLSearchParams();
        for (const [key, value] of Object.entries(filterValues(next))) if (value !== undefined) updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  const shown = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const municipalities = pages.data?.pages[0]?.municipalities ?? [];
  const saved = plan.data?.savedProperties ?? [];
  const savedIds = new Set(saved.map((property) => property.id));
  const option = housingOptions.find((o) => o.id === plan.data?.selectedHousingOption);
  const fitsApplied = filters.fits && totalBudget !== null;

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

        <section aria-labelledby="resultados" className="grid min-w-0 gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="resultados" className="sr-only">
            Propiedades
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <p className="font-semibold text-slate-900" role="status">
                {pages.isSuccess ? propertiesCount(total) : ' '}
              </p>
              {/* Without a calculation the hint sits under the budget filter it explains. */}
              {totalBudget !== null && <p className="text-sm text-slate-700">Tu presupuesto total: {formatUsd(totalBudget)}</p>}
            </div>
            <div className="w-full sm:w-56">
              <SelectField
                label="Ordenar por"
                value={filters.sort}
                onChange={(event) => setFilters({ ...filters, sort: event.target.value as PropertySort })}
              >
                {propertySorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {propertySortLabels[sort]}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          {pages.isPending || progress.isPending ? (
            <Loading />
          ) : pages.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
              {errorMessage(pages.error, 'No se pudieron cargar las propiedades. Recarga la página.')}
            </p>
          ) : shown.length === 0 ? (
            <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
              {fitsApplied
                ? 'Ninguna propiedad dentro de tu presupuesto coincide con tus filtros. Amplía el rango de precio, elige otro municipio o quita el filtro de presupuesto.'
                : 'Ninguna propiedad coincide con tus filtros. Amplía el rango de precio o elige otro municipio.'}
            </p>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 ${pages.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={pages.isPlaceholderData || undefined}
            >
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
          {/* While new filters load, the old pages are placeholders: their next page is not this query's. */}
          {!pages.isPlaceholderData && <LoadMoreButton pages={pages} />}
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <MyPlan saved={saved} />
        </div>
      </div>
    </Page>
  );
}
