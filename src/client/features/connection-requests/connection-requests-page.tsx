import { Page } from '../../components/layouts/page';
import { useUserLeads } from '../../api/user-leads';
import { ContactHolders } from './contact-holders';
import { EmptyState } from './empty-state';
import { useConnectionRequests } from './api/connection-requests';
import { useMarkNoticesReadOnVisit } from './api/mark-notices-read';
import { QueryProblem } from './query-problem';
import { RequestSections } from './request-sections';

/** docs/product/screens.md /connection-requests: the buyer's incoming requests, their answers, and who holds their details. */
export default function ConnectionRequestsPage() {
  useMarkNoticesReadOnVisit();
  return (
    <Page title="Solicitudes de Conexión" subtitle="Las instituciones te piden permiso antes de ver tus datos de contacto. Tú decides.">
      <div className="grid gap-8">
        <Requests />
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

function Loading() {
  return (
    <p role="status" className="text-slate-600">
      Cargando solicitudes...
    </p>
  );
}
