// docs/product/lender-integrations.md#lead-returns on an unlocked lead: "Pedir crédito" while the unlock is within its
// 7 days and not yet returned; afterwards the return's state, and the operator's note when there is one.
import { CircleDollarSign, Clock, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { leadReturnStatusLabels, type InstitutionLeadReturn } from '../../../shared/schemas/lead-returns';
import { Button } from '../../components/ui/button';
import { formatCentsExact } from '../../lib/format';
import { useLeadReturns } from './api/lead-returns';
import { LeadReturnDialog } from './lead-return-dialog';

const stateLook = {
  pending: { icon: Clock, tone: 'text-amber-800' },
  approved: { icon: CheckCircle2, tone: 'text-emerald-800' },
  refused: { icon: XCircle, tone: 'text-red-800' },
} as const;

function ReturnState({ asked }: { asked: InstitutionLeadReturn }) {
  const { icon: Icon, tone } = stateLook[asked.status];
  return (
    <div className="grid max-w-64 gap-0.5 whitespace-normal text-sm">
      <span className={`inline-flex items-start gap-1.5 font-medium ${tone}`}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {leadReturnStatusLabels[asked.status]}
        {asked.status === 'approved' && asked.refundedCents !== null && ` (${formatCentsExact(asked.refundedCents)})`}
      </span>
      {asked.decisionNote && <span className="break-words text-slate-700">Nota: {asked.decisionNote}</span>}
    </div>
  );
}

export function LeadReturnAction({ lead }: { lead: BankLead }) {
  const [open, setOpen] = useState(false);
  const returns = useLeadReturns().data;
  if (!returns) return null;
  const asked = returns.returns.find((item) => item.leadId === lead.id);
  if (asked) return <ReturnState asked={asked} />;
  const returnable = returns.returnable.find((item) => item.leadId === lead.id);
  if (!returnable) return null;
  return (
    <>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <CircleDollarSign className="size-4" aria-hidden="true" />
        Pedir crédito
      </Button>
      <LeadReturnDialog lead={lead} until={returnable.until} open={open} onOpenChange={setOpen} />
    </>
  );
}
