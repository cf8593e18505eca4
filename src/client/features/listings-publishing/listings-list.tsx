import { Link } from 'wouter';
import { propertyTypeLabels } from '../../../shared/choices';
import { listingStatuses, listingStatusLabels, type ListingStatus, type OwnerListing } from '../../../shared/schemas/listings';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api';
import { formatCents, formatShortDate } from '../../lib/format';
import { StatusBadge } from './status-badge';
import { useOwnerListings, type ListingsApi } from './api/listings';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { operatorPublisherName } from '../../../shared/copy/listings';

interface Props {
  api: ListingsApi;
  status: ListingStatus | null;
  onStatus: (status: ListingStatus | null) => void;
  /** The address of one listing's edit view. */
  hrefOf: (id: string) => string;
  /** The operator sees every publisher: a column says whose each one is. */
  showPublisher: boolean;
}

const thumb = (listing: OwnerListing, className: string) =>
  listing.photos[0] || listing.imageUrl ? (
    <img
      src={listing.photos[0]?.src ?? listing.imageUrl!}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      className={`rounded-md bg-slate-100 object-cover ${className}`}
    />
  ) : (
    <span className={`flex items-center justify-center rounded-md bg-slate-100 text-xs text-slate-600 ${className}`}>Sin foto</span>
  );

const publisherOf = (listing: OwnerListing) => listing.institutionName ?? operatorPublisherName;

/** The publisher's listings: cards on a phone, a table from 768 px; filter by state, more with "Cargar más". */
export function ListingsList({ api, status, onStatus, hrefOf, showPublisher }: Props) {
  const pages = useOwnerListings(api, status);
  const listings = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <div className="w-full sm:w-60">
        <SelectField
          label="Estado"
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || null) as ListingStatus | null)}
        >
          <option value="">Todas</option>
          {listingStatuses.map((value) => (
            <option key={value} value={value}>
              {listingStatusLabels[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {pages.isPending ? (
        <p role="status" className="text-slate-700">
          Cargando propiedades...
        </p>
      ) : pages.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {errorMessage(pages.error, 'No se pudieron cargar las propiedades. Recarga la página.')}
        </p>
      ) : listings.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {status ? 'No hay propiedades en este estado.' : 'Todavía no has publicado propiedades. Empieza con «Nueva propiedad».'}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Propiedades">
            {listings.map((listing) => (
              <li key={listing.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
                {thumb(listing, 'h-[72px] w-24 shrink-0')}
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link href={hrefOf(listing.id)} className="font-semibold text-blue-800 underline">
                    {listing.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {formatCents(listing.priceCents)} · {listing.municipality}
                  </p>
                  {showPublisher && <p className="text-sm text-slate-700">{publisherOf(listing)}</p>}
                  <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <StatusBadge status={listing.status} />
                    {listing.isExample && <span>Ejemplo</span>}
                    <span>{listing.photos.length === 1 ? '1 foto' : `${listing.photos.length} fotos`}</span>
                    <span>{listing.interestCount === 1 ? '1 interesado' : `${listing.interestCount} interesados`}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Propiedades</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Foto</span>
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Propiedad
                  </th>
                  {showPublisher && (
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Publicada por
                    </th>
                  )}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Precio
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Estado
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Fotos
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Interesados
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Actualizada
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {listings.map((listing) => (
                  <tr key={listing.id}>
                    <td className="px-3 py-2">{thumb(listing, 'h-12 w-16')}</td>
                    <td className="px-3 py-2">
                      <Link href={hrefOf(listing.id)} className="font-semibold text-blue-800 underline">
                        {listing.title}
                      </Link>
                      <span className="block text-slate-700">
                        {propertyTypeLabels[listing.type]} · {listing.barrio ? `${listing.barrio}, ` : ''}
                        {listing.municipality}
                        {listing.isExample ? ' · Ejemplo' : ''}
                      </span>
                    </td>
                    {showPublisher && <td className="px-3 py-2 text-slate-800">{publisherOf(listing)}</td>}
                    <td className="whitespace-nowrap px-3 py-2 text-slate-900">{formatCents(listing.priceCents)}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={listing.status} />
                    </td>
                    <td className="px-3 py-2 text-right text-slate-800">{listing.photos.length}</td>
                    <td className="px-3 py-2 text-right text-slate-800">{listing.interestCount}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatShortDate(listing.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <LoadMoreButton pages={pages} />
    </div>
  );
}
