import { ArrowLeft, Building2, CheckCircle2, MapPin, MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { propertyTypeLabels } from '../../../shared/choices';
import { floodZoneLabels, listingStatusLabels, propertyRuleLabels, type PropertyDetail } from '../../../shared/schemas/listings';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { LeadCaptureDialog } from '../../components/lead-capture/lead-capture-dialog';
import { contactDialogDescription, contactDialogTitle } from '../../components/lead-capture/contact-me-card';
import { VerifyEmailNotice } from '../../components/lead-capture/verify-email-notice';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../api/auth-user';
import { useLeadVariant } from '../../api/lead-variant';
import { useAddToPlan, usePlan } from '../../api/plan';
import { useProgramme } from '../../api/programme';
import { useProgress } from '../../api/progress';
import { useUserLeads } from '../../api/user-leads';
import { errorMessage, hasStatus } from '../../lib/api';
import { budgetOf } from '../../lib/budget';
import { formatCents, formatDate } from '../../lib/format';
import { AssistanceBadge } from './assistance-badge';
import { BudgetFacts } from './budget-facts';
import { Gallery } from './gallery';
import { InterestDialog } from './interest-dialog';
import { PropertyImage } from './property-image';
import { SaveToPlanButton } from './save-button';
import { bathroomsText, bedroomsText, placeOf } from './words';
import { useProperty } from './api/property';

const backLink = (
  <Link href={screens.properties} className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 underline">
    <ArrowLeft className="size-4" aria-hidden="true" /> Volver a las propiedades
  </Link>
);

/** docs/product/listings.md#browsing: one published listing's page (/properties/:id). */
export default function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const property = useProperty(id);
  if (property.isPending) return <Loading />;
  if (property.isError) {
    if (hasStatus(property.error, 404)) {
      return (
        <Page title="Esta propiedad no está disponible" subtitle="Puede que se haya vendido o que ya no esté publicada.">
          {backLink}
        </Page>
      );
    }
    return (
      <Page title="Propiedad">
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
          {errorMessage(property.error, 'No se pudo cargar la propiedad. Recarga la página.')}
        </p>
        {backLink}
      </Page>
    );
  }
  return <ListingPage listing={property.data} />;
}

function ListingPage({ listing }: { listing: PropertyDetail }) {
  const plan = usePlan();
  const addToPlan = useAddToPlan();
  const budget = budgetOf(useProgress().data);
  const parameters = useProgramme()?.parameters;
  const saved = plan.data?.savedProperties.some((property) => property.id === listing.id) ?? false;
  const [asking, setAsking] = useState(false);
  const [needsContact, setNeedsContact] = useState(false);

  return (
    <Page title={listing.title}>
      <div className="-mt-4 mb-6 grid gap-3">
        {backLink}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-blue-50 px-3 py-1 font-semibold text-blue-800 ring-1 ring-blue-200">
            {propertyTypeLabels[listing.type]}
          </span>
          {listing.isExample && <span className="rounded-full bg-slate-900 px-3 py-1 font-semibold text-white">Ejemplo</span>}
          {listing.status !== 'published' && (
            <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">{listingStatusLabels[listing.status]}</span>
          )}
          <span className="flex items-center gap-1 text-slate-700">
            <MapPin className="size-4 text-blue-700" aria-hidden="true" />
            {placeOf(listing)}
          </span>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          {listing.photos.length > 0 ? (
            <Gallery photos={listing.photos} title={listing.title} />
          ) : (
            <PropertyImage
              photo={null}
              imageUrl={listing.imageUrl}
              type={listing.type}
              sizes="100vw"
              alt={`Imagen de ${listing.title}`}
              className="rounded-xl"
              eager
            />
          )}
        </div>
        <aside
          aria-label="Precio y acciones"
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <p className="text-3xl font-extrabold text-blue-800">{formatCents(listing.priceCents)}</p>
          <BudgetFacts
            property={listing}
            budget={budget}
            parameters={parameters}
            calculatorHref={`${screens.calculator}?vivienda=${encodeURIComponent(listing.id)}`}
          />
          <AssistanceBadge check={listing.assistance} />
          <SaveToPlanButton saved={saved} disabled={!plan.isSuccess} onSave={() => addToPlan.mutate(listing)} />
          <p className="text-sm text-slate-700">
            <Building2 className="mr-1.5 inline size-4 align-[-0.125em] text-blue-700" aria-hidden="true" />
            Publicada por <strong className="text-slate-900">{listing.publisherName}</strong>
          </p>
          {listing.interest ? (
            <Asked listing={listing} />
          ) : listing.canAsk ? (
            <>
              <Button variant="success" className="w-full" onClick={() => setAsking(true)}>
                <MessageCircle className="size-4" aria-hidden="true" /> Me interesa
              </Button>
              <p className="text-xs text-slate-600">
                {listing.publisherName} verá tu nombre, correo y teléfono solo si envías tu pregunta. Puedes retirar ese permiso cuando
                quieras.
              </p>
              <InterestDialog listing={listing} open={asking} onOpenChange={setAsking} onNeedsContact={() => setNeedsContact(true)} />
              {needsContact && <ContactDataFirst />}
            </>
          ) : (
            listing.contactMethod && (
              <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                <h2 className="font-semibold text-slate-900">Cómo comunicarte</h2>
                <p className="whitespace-pre-line text-slate-800">{listing.contactMethod}</p>
              </div>
            )
          )}
        </aside>
        <div className="grid min-w-0 gap-8 lg:col-start-1">
          <section aria-labelledby="descripcion" className="grid gap-2">
            <h2 id="descripcion" className="text-lg font-bold text-slate-900">
              Descripción
            </h2>
            <p className="whitespace-pre-line text-slate-800">{listing.description}</p>
          </section>
          <Facts listing={listing} />
        </div>
      </div>
    </Page>
  );
}

/** The buyer asked: when, the address now theirs to see, and the conversation the question opened. */
function Asked({ listing }: { listing: PropertyDetail }) {
  const interest = listing.interest!;
  return (
    <div className="grid gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" /> Ya preguntaste el {formatDate(interest.askedAt)}.
      </p>
      {listing.addressLine && (
        <p>
          Dirección: <strong>{listing.addressLine}</strong>
        </p>
      )}
      {interest.conversationId && (
        <Link
          href={`${screens.messages}?c=${encodeURIComponent(interest.conversationId)}`}
          className="font-semibold text-blue-800 underline"
        >
          Ir a la conversación
        </Link>
      )}
    </div>
  );
}

/** After a 409: what is missing before an institution can answer (docs/product/listings.md#me-interesa). */
function ContactDataFirst() {
  const { user } = useAuth();
  const variant = useLeadVariant();
  const leads = useUserLeads();
  const hasLead = (leads.data?.length ?? 0) > 0;
  const [open, setOpen] = useState(!hasLead);
  return (
    <div className="grid gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>Para preguntar por esta propiedad, la institución necesita cómo responderte.</p>
      {user && !user.emailVerified && <VerifyEmailNotice email={user.email} />}
      {!hasLead && variant && (
        <LeadCaptureDialog
          open={open}
          onOpenChange={setOpen}
          variant={variant}
          title={contactDialogTitle}
          description={contactDialogDescription}
          prefill={{ nombre: user?.name ?? '', correo: user?.email ?? '' }}
          trigger={<Button>Completar mis datos de contacto</Button>}
        />
      )}
      {hasLead && user?.emailVerified && <p>Ya tenemos tus datos. Vuelve a pulsar «Me interesa».</p>}
    </div>
  );
}

function Facts({ listing }: { listing: PropertyDetail }) {
  const none = 'No indicado';
  const rows: Array<[string, ReactNode]> = [
    ['Tipo', propertyTypeLabels[listing.type]],
    ['Precio', formatCents(listing.priceCents)],
    ['Tamaño', `${listing.sizeM2.toLocaleString('es-PR')} m²`],
    ['Habitaciones', listing.bedrooms === null ? none : bedroomsText(listing.bedrooms)],
    ['Baños', listing.bathrooms === null ? none : bathroomsText(listing.bathrooms)],
    ['Tamaño del solar', listing.lotSizeM2 === null ? none : `${listing.lotSizeM2.toLocaleString('es-PR')} m²`],
    ['Año de construcción', listing.yearBuilt === null ? none : String(listing.yearBuilt)],
    ['Zona inundable', floodZoneLabels[listing.floodZone]],
    ['Contribución anual (CRIM)', listing.crimAnnualTaxCents === null ? 'No indicada' : formatCents(listing.crimAnnualTaxCents)],
    [propertyRuleLabels.construction, floodZoneLabels[listing.construction]],
    [propertyRuleLabels.vacantAtClosing, floodZoneLabels[listing.vacantAtClosing]],
    [propertyRuleLabels.urbanCentreCertified, floodZoneLabels[listing.urbanCentreCertified]],
    ['Barrio', listing.barrio ?? none],
    ['Municipio', listing.municipality],
    ['Publicada por', listing.publisherName],
  ];
  return (
    <section aria-labelledby="detalles" className="grid gap-2">
      <h2 id="detalles" className="text-lg font-bold text-slate-900">
        Detalles
      </h2>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-slate-200 py-2 text-sm">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
