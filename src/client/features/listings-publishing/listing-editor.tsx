import { useState, type ReactNode } from 'react';
import type { ListingStatus, OwnerListing } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, hasStatus } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { formValuesOf } from './form-values';
import { ListingForm } from './listing-form';
import { PhotoManager } from './photo-manager';
import { StatusBadge } from './status-badge';
import { useOwnerListing, useUpdateListing, type ListingsApi } from './api/listings';
import { operatorPublisherName } from '../../../shared/copy/listings';

const moved: Record<ListingStatus, string> = {
  published: 'Propiedad publicada: los compradores ya la ven.',
  draft: 'Propiedad despublicada: volvió a borrador.',
  sold: 'Propiedad marcada como vendida.',
};

/** One listing: its state and the moves it allows, its fields, its photos. */
export function ListingEditor({
  api,
  id,
  backLink,
  showPublisher,
}: {
  api: ListingsApi;
  id: string;
  backLink: ReactNode;
  showPublisher: boolean;
}) {
  const listing = useOwnerListing(api, id);
  if (listing.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Cargando propiedad...
      </p>
    );
  }
  if (listing.isError) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {hasStatus(listing.error, 404)
            ? 'Esta propiedad no existe o no es de tu institución.'
            : errorMessage(listing.error, 'No se pudo cargar la propiedad.')}
        </p>
        {backLink}
      </div>
    );
  }
  return <Editor api={api} listing={listing.data} backLink={backLink} showPublisher={showPublisher} />;
}

function Editor({
  api,
  listing,
  backLink,
  showPublisher,
}: {
  api: ListingsApi;
  listing: OwnerListing;
  backLink: ReactNode;
  showPublisher: boolean;
}) {
  const update = useUpdateListing(api, listing.id);
  const save = useUpdateListing(api, listing.id);
  const [confirmSold, setConfirmSold] = useState(false);
  const move = (status: ListingStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => {
          setConfirmSold(false);
          toast({ title: moved[status], variant: 'success' });
        },
      },
    );

  return (
    <div className="grid gap-6">
      {backLink}
      <section aria-labelledby="estado" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="estado" className="text-xl font-bold text-slate-900">
            {listing.title}
          </h2>
          <StatusBadge status={listing.status} />
          {listing.isExample && <span className="text-sm text-slate-700">Ejemplo</span>}
        </div>
        <p className="text-sm text-slate-700">
          {listing.status === 'published' && listing.publishedAt ? `Publicada el ${formatDate(listing.publishedAt)}. ` : ''}
          {listing.interestCount === 1
            ? '1 comprador pulsó «Me interesa».'
            : `${listing.interestCount} compradores pulsaron «Me interesa».`}
          {showPublisher ? ` Publica: ${listing.institutionName ?? operatorPublisherName}.` : ''}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {listing.status !== 'published' && (
            <Button disabled={update.isPending} onClick={() => move('published')}>
              Publicar
            </Button>
          )}
          {listing.status === 'published' && (
            <Button variant="secondary" disabled={update.isPending} onClick={() => move('draft')}>
              Despublicar
            </Button>
          )}
          {/* Only a listing on sale can be sold (the server refuses a draft: buyers see sold listings). */}
          {listing.status === 'published' && (
            <Button variant="secondary" disabled={update.isPending} onClick={() => setConfirmSold(true)}>
              Marcar como vendida
            </Button>
          )}
        </div>
        {!confirmSold && <FormError error={update.error} />}
      </section>

      <Modal
        open={confirmSold}
        onOpenChange={(open) => !update.isPending && setConfirmSold(open)}
        title="¿Marcar como vendida?"
        description="Los compradores dejarán de verla en la lista. Quien la guardó en su plan la verá marcada como vendida."
      >
        <FormError error={update.error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={update.isPending} onClick={() => setConfirmSold(false)}>
            Cancelar
          </Button>
          <Button disabled={update.isPending} onClick={() => move('sold')}>
            {update.isPending ? 'Guardando...' : 'Marcar como vendida'}
          </Button>
        </div>
      </Modal>

      <PhotoManager api={api} listing={listing} />

      <section aria-labelledby="datos" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="datos" className="text-lg font-bold text-slate-900">
          Datos de la propiedad
        </h2>
        <ListingForm
          defaultValues={formValuesOf(listing)}
          submitLabel="Guardar cambios"
          submit={async (fields) => {
            await save.mutateAsync(fields);
            toast({ title: 'Cambios guardados', variant: 'success' });
          }}
        />
      </section>
    </div>
  );
}
