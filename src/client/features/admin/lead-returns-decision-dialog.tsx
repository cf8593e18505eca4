// Deciding one lead return: approve (the unlock is refunded through the payment provider, once; the buyer is asked
// to confirm their contact data) or refuse, with an optional note the institution reads.
import { useState } from 'react';
import {
  leadReturnDecisionSchema,
  leadReturnNoteMaxLength,
  leadReturnReasonLabels,
  type AdminLeadReturn,
} from '../../../shared/schemas/lead-returns';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { formatCentsExact } from '../../lib/format';
import { useDecideLeadReturn } from './api/lead-returns';

/** Open while `item` is set; a failure keeps it open with the note typed. */
export function LeadReturnDecisionDialog({ item, onClose }: { item: AdminLeadReturn | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = useDecideLeadReturn();

  const close = () => {
    if (decide.isPending) return;
    setNote('');
    setProblem(undefined);
    decide.reset();
    onClose();
  };

  const send = (target: AdminLeadReturn, decision: 'approve' | 'refuse') => {
    const checked = leadReturnDecisionSchema.safeParse({ decision, note });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    decide.mutate(
      { id: target.id, ...checked.data },
      {
        onSuccess: (decided) => {
          close();
          toast({
            title: decided.status === 'approved' ? 'Devolución aprobada' : 'Devolución rechazada',
            description:
              decided.status === 'approved'
                ? `Reembolsamos ${formatCentsExact(decided.refundedCents ?? decided.unlockAmountCents)} a ${decided.institutionName}.`
                : `Le avisamos a ${decided.institutionName}.`,
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title="Decidir la devolución"
      description={
        item
          ? `${item.institutionName} pide crédito por «${leadReturnReasonLabels[item.reason]}». Aprobar reembolsa ${formatCentsExact(item.unlockAmountCents)} del desbloqueo por el proveedor de pagos; el acceso que compró no cambia.`
          : ''
      }
    >
      {item?.details && (
        <blockquote className="break-words rounded-md bg-slate-50 p-3 text-sm text-slate-900 ring-1 ring-slate-200">
          «{item.details}»
        </blockquote>
      )}
      <fieldset disabled={decide.isPending} className="grid min-w-0 gap-4">
        <legend className="sr-only">Nota y decisión</legend>
        <TextareaField
          label="Nota para la institución (opcional)"
          maxLength={leadReturnNoteMaxLength}
          value={note}
          error={problem}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormError error={decide.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="button" variant="secondary" onClick={() => item && send(item, 'refuse')}>
            Rechazar
          </Button>
          <Button type="button" onClick={() => item && send(item, 'approve')}>
            {decide.isPending ? 'Guardando...' : 'Aprobar y reembolsar'}
          </Button>
        </div>
      </fieldset>
    </Modal>
  );
}
