import { Building2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { UserConnectionRequest } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { RequestDetails } from './request-details';
import { RespondBox } from './respond-box';

/** docs/product/screens.md pending card: bank, municipality, budget, date and "Responder a solicitud" opening the respond box. */
export function PendingRequestCard({ request }: { request: UserConnectionRequest }) {
  const [responding, setResponding] = useState(false);
  const headingId = useId();
  const triggerId = useId();

  const closeBox = () => {
    setResponding(false);
    // Back to the button that opened the box (it is rendered again on the next frame).
    requestAnimationFrame(() => document.getElementById(triggerId)?.focus());
  };

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700" aria-hidden="true">
          <Building2 className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            {request.bankName}
          </h3>
          <p className="text-sm text-slate-700">Quiere conectar contigo sobre tu préstamo hipotecario.</p>
        </div>
      </div>
      <RequestDetails request={request} />
      {responding ? (
        <RespondBox request={request} onClose={closeBox} />
      ) : (
        <Button id={triggerId} className="mt-4 w-full sm:w-auto" onClick={() => setResponding(true)}>
          Responder a solicitud
        </Button>
      )}
    </article>
  );
}
