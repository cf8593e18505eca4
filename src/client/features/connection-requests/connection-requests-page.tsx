import { Page } from '../../components/layouts/page';
import { useUserLeads } from '../../api/user-leads';
import { ContactHolders } from './contact-holders';
import { EmptyState } from './empty-state';
import { useConnectionRequests } from './api/connection-requests';
import { useLeadControls } from './api/lead-controls';
import { ContactPreferencesSection } from './contact-preferences';
import { useMarkNoticesReadOnVisit } from './api/mark-notices-read';
import { QueryProblem } from './query-problem';
import { NewRequestsControls } from './new-requests-controls';
import { RequestSections } from './request-sections';

/**
 * docs/product/screens.md /connection-requests: the buyer's incoming requests and their answers, the buyer's controls
 * over new requests and contact (docs/product/buyer-control.md), and who holds their details.
 */
export default function ConnectionRequestsPage() {
  useMarkNoticesReadOnVisit();
  return (
    <Page title="Solicitudes de Conexión" subtitle="Las instituciones te piden permiso antes de ver tus datos de contacto. Tú decides.">
      <div className="grid gap-8">
        <Requests />
        <BuyerControls />
        <ContactHolders />
      </div>
    </Page>
  );
}

function Requests() {
  const leads = useUserLeads();
  const hasLead = (leads.data?.length ?? 0) > 0;
  const requests = useConnectionRequests(hasLead);

  if (leads.isPending || (hasLead && requests.isPending)) return <Loading />;
  if (leads.isError) return <QueryProblem onRetry={() => leads.refetch()} />;
  if (requests.isError) return <QueryProblem onRetry={() => requests.refetch()} />;
  if (!hasLead || !requests.data?.length) return <EmptyState hasLead={hasLead} />;
  return <RequestSections requests={requests.data} />;
}

/** Only once the buyer asked to be contacted: before that there is no lead to control (the server answers null). */
function BuyerControls() {
  const leads = useUserLeads();
  const controls = useLeadControls((leads.data?.length ?? 0) > 0);
  if (controls.isError) return <QueryProblem onRetry={() => controls.refetch()} />;
  if (!controls.data) return null;
  return (
    <>
      <NewRequestsControls controls={controls.data} />
      <ContactPreferencesSection saved={controls.data.contactPreferences} />
    </>
  );
}

function Loading() {
  return (
    <p role="status" className="text-slate-600">
      Cargando solicitudes...
    </p>
  );
}
