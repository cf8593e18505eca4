import { ArrowLeft, FileUp, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { listingStatuses, type ListingStatus } from '../../../shared/schemas/listings';
import { LinkButton } from '../../components/ui/link-button';
import { toast } from '../../components/ui/toast-store';
import { queryString } from '../../lib/query-string';
import { ImportCsv } from './import-csv';
import { ListingEditor } from './listing-editor';
import { ListingForm } from './listing-form';
import { ListingsList } from './listings-list';
import { listingsApis, useCreateListing, type Publisher } from './api/listings';

/** `?ver=` names the view: a listing's id, "nueva" or "importar"; none is the list (`?estado=` its filter). */
const newView = 'nueva';
const importView = 'importar';

/**
 * docs/product/listings.md#who-publishes: the one publishing screen, for an institution's staff
 * (/leads-dashboard/propiedades) and the operator (/admin/propiedades, who also imports a CSV). `publisher` picks the
 * API; `path` is the screen's own address, for its views; `intro` shows above the list only.
 */
export function ListingsPublishingScreen({ publisher, path, intro }: { publisher: Publisher; path: string; intro?: ReactNode }) {
  const api = listingsApis[publisher];
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const view = params.get('ver');
  const statusParam = params.get('estado');
  const status = (listingStatuses as readonly string[]).includes(statusParam ?? '') ? (statusParam as ListingStatus) : null;
  const viewHref = (ver: string) => `${path}${queryString({ ver })}`;
  const listHref = `${path}${queryString({ estado: status ?? undefined })}`;
  const create = useCreateListing(api);

  const backLink = (
    <Link href={listHref} className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-blue-800 underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Volver a la lista
    </Link>
  );

  if (view === newView) {
    return (
      <div className="grid gap-6">
        {backLink}
        <section aria-labelledby="nueva" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="nueva" className="text-xl font-bold text-slate-900">
            Nueva propiedad
          </h2>
          <p className="text-sm text-slate-700">Se guarda como borrador: después agregas las fotos y la publicas.</p>
          <ListingForm
            submitLabel="Guardar borrador"
            submit={async (fields) => {
              const created = await create.mutateAsync(fields);
              toast({ title: 'Borrador guardado', description: 'Agrega fotos y publícala cuando esté lista.', variant: 'success' });
              navigate(viewHref(created.id), { replace: true });
            }}
          />
        </section>
      </div>
    );
  }
  if (view === importView && publisher === 'admin') {
    return (
      <div className="grid gap-6">
        {backLink}
        <ImportCsv onImported={() => navigate(listHref)} />
      </div>
    );
  }
  if (view) return <ListingEditor key={view} api={api} id={view} backLink={backLink} showPublisher={publisher === 'admin'} />;

  return (
    <div className="grid gap-6">
      {intro}
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton href={viewHref(newView)}>
          <Plus className="size-4" aria-hidden="true" /> Nueva propiedad
        </LinkButton>
        {publisher === 'admin' && (
          <LinkButton href={viewHref(importView)} variant="secondary">
            <FileUp className="size-4" aria-hidden="true" /> Importar CSV
          </LinkButton>
        )}
      </div>
      <ListingsList
        api={api}
        status={status}
        onStatus={(next) => setParams(next ? { estado: next } : {}, { replace: true })}
        hrefOf={viewHref}
        showPublisher={publisher === 'admin'}
      />
    </div>
  );
}
