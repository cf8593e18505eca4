// docs/product/screens.md#leads-dashboard for the signed-in institution (docs/product/roles.md#identity-comes-from-the-session: the
// `institution` parameter is display-only).
import { useEffect, useRef } from 'react';
import { House, Plug, Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { toast } from '../../components/ui/toast-store';
import { ExportButtons } from './export-buttons';
import { emptyFilters, filtersFrom, filtersQuery, type FilterForm } from './filters-query';
import { InstitutionNotices } from './institution-notices';
import { LeadCardWidget } from './lead-card-widget';
import { LeadCounts } from './lead-counts';
import { LeadFilters } from './lead-filters';
import { LeadsTable } from './leads-table';
import { PriceTiles } from './price-tiles';
import { SavedSearches } from './saved-searches';
import { useLeadSummary } from './api/lead-summary';
import { useLeadsPages } from './api/leads-pages';
import { useCreateConnectionRequest } from './api/paid-steps';
import { LoadMoreButton } from '../../components/ui/load-more-button';

const filterKeys = Object.keys(emptyFilters) as Array<keyof FilterForm>;

export default function LeadsDashboardPage() {
  const { user } = useAuth();
  const institutionName = user?.institution?.name ?? '';
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const leadId = params.get('lead_id');

  const pages = useLeadsPages(filters);
  const summary = useLeadSummary(filters);
  const leads = pages.data?.pages.flatMap((page) => page.leads) ?? [];
  useCreateRequestStep(params, setParams);

  const applyFilters = (next: FilterForm) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of filterKeys) {
          if (next[key].trim()) updated.set(key, next[key].trim());
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <Page
      wide
      title={`Portal de Leads: ${institutionName}`}
      subtitle="Compradores jóvenes de Puerto Rico que pidieron contacto con una institución financiera."
    >
      <div className="grid gap-6">
        <InstitutionNotices />
        <nav aria-label="Secciones del portal" className="flex flex-wrap gap-x-6">
          <Link
            href={screens.institutionPayments}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 underline"
          >
            <Receipt className="size-5" aria-hidden="true" />
            Pagos y recibos
          </Link>
          <Link
            href={screens.institutionIntegrations}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 underline"
          >
            <Plug className="size-5" aria-hidden="true" />
            Integraciones
          </Link>
          <Link
            href={screens.institutionListings}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 underline"
          >
            <House className="size-5" aria-hidden="true" />
            Propiedades
          </Link>
        </nav>
        <PriceTiles />
        {leadId && (
          <LeadCardWidget leadId={leadId} requestSucceeded={params.get('request_success') === '1'} institutionName={institutionName} />
        )}
        <LeadCounts summary={summary.data} />
        {/* Keyed by the applied filters, so a saved search applied from the list shows in the form too. */}
        <LeadFilters key={filtersQuery(filters)} applied={filters} onApply={applyFilters} />
        <SavedSearches filters={filters} onApply={applyFilters} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700" role="status">
            {summary.data
              ? `${summary.data.total.toLocaleString('es-PR')} ${summary.data.total === 1 ? 'lead' : 'leads'} con estos filtros`
              : ' '}
          </p>
          <ExportButtons filters={filters} />
        </div>
        {pages.isError ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            No se pudieron cargar los leads. Recarga la página para intentarlo de nuevo.
          </p>
        ) : pages.isPending ? (
          <p role="status" className="text-slate-700">
            Cargando leads...
          </p>
        ) : leads.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            No hay leads disponibles.
          </p>
        ) : (
          <LeadsTable leads={leads} institutionName={institutionName} />
        )}
        <LoadMoreButton pages={pages} label="Cargar más leads" />
      </div>
    </Page>
  );
}

/** `create_request=1&lead_id=…` creates the pending, unpaid request first (docs/product/screens.md), then leaves the parameter. */
function useCreateRequestStep(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const createRequest = useCreateConnectionRequest();
  const started = useRef(false);
  const leadId = params.get('lead_id');
  const wanted = params.get('create_request') === '1' && !!leadId;

  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    createRequest.mutate(leadId, {
      onError: () => toast({ title: 'Error', description: 'No se pudo crear la solicitud de conexión', variant: 'destructive' }),
      onSettled: () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.delete('create_request');
            return updated;
          },
          { replace: true },
        ),
    });
  }, [wanted, leadId, createRequest, setParams]);
}
