// Why the budget leaves the assistance out (docs/product/programme.md#two-programmes): the assistance programme is
// closed or paused (said before any calculation), or the buyer's last calculation did not qualify for it (its
// reasons, each naming the programme). Nothing is shown while the assistance counts.
import { Info } from 'lucide-react';
import { assistanceCopy, assistanceNotOpenText } from '../../../shared/domain/assistance';
import type { AssistanceParameters } from '../../../shared/programme';

export function AssistanceNote({ assistance, reasons }: { assistance: AssistanceParameters; reasons: string[] }) {
  const notOpen = assistanceNotOpenText(assistance);
  const shown = notOpen ? [notOpen] : reasons;
  if (shown.length === 0) return null;
  return (
    <div role="note" className="mb-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <ul className="grid gap-1">
        {shown.map((reason) => (
          <li key={reason}>{assistanceCopy.budgetWithout(reason)}</li>
        ))}
      </ul>
    </div>
  );
}
