// docs/product/screens.md's lead card, driven by `lead_id` (and `request_success`): idle → requested → accepted → unlocked, or error with retry.
import { useEffect, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { LeadAction, LeadContact } from './lead-actions';
import { LeadDocuments } from './lead-documents';
import { StateBadge } from './leads-table';
import { useBankLead } from '../../api/bank-leads';
import { formatBudget } from '../../lib/format-budget';

export function LeadCardWidget({
  leadId,
  requestSucceeded,
  institutionName,
}: {
  leadId: string;
  requestSucceeded: boolean;
  institutionName: string;
}) {
  // The redirect from the checkout grants nothing: the request shows once the provider's webhook has landed.
  // The card asks for about two minutes; a delayed bank payment can take longer, and the card then says so.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!requestSucceeded) return;
    const timer = setTimeout(() => setGaveUp(true), 120_000);
    return () => clearTimeout(timer);
  }, [requestSucceeded, leadId]);
  const lead = useBankLead(leadId, { awaitingPayment: requestSucceeded && !gaveUp });

  if (lead.isError) {
    return (
      <section aria-label="Lead seleccionado" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="text-red-900">Ocurrió un error al procesar tu solicitud. Por favor intenta de nuevo.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void lead.refetch()}>
          Reintentar
        </Button>
      </section>
    );
  }
  if (!lead.data) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
        Cargando lead...
      </p>
    );
  }

  const data = lead.data;
  return (
    <section aria-label="Lead seleccionado" className="rounded-lg border-2 border-blue-200 bg-white p-4 shadow-sm">
      {requestSucceeded && data.state === 'available' && (
        <p role="status" className="mb-3 rounded-md bg-slate-100 p-3 text-sm font-medium text-slate-800">
          {!gaveUp
            ? 'Verificando pago... Estamos confirmando tu pago con el proveedor. Esto toma unos segundos.'
            : 'Todavía no recibimos la confirmación del pago. Si pagaste, recarga esta página en unos minutos.'}
        </p>
      )}
      {requestSucceeded && data.state === 'waiting' && (
        <p className="mb-3 flex items-center gap-2 rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          Pago recibido. Le avisamos al comprador; verás su respuesta aquí.
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Lead en {data.municipio}</h2>
          <p className="text-sm text-slate-700">
            Presupuesto {formatBudget(data.precioMeta)} · Registrado el {formatDate(data.createdAt)}
          </p>
        </div>
        <StateBadge lead={data} />
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <LeadContact lead={data} />
        <LeadAction lead={data} institutionName={institutionName} />
      </div>
      {/* Only a buyer who accepted this institution can share with it (docs/product/documents.md#sharing). */}
      {(data.state === 'accepted' || data.state === 'unlocked') && <LeadDocuments leadId={data.id} />}
    </section>
  );
}
