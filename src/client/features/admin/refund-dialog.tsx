// Confirming a refund: the money goes back through the payment provider; what the institution bought stays.
import { paymentKindLabels, type LedgerRow } from '../../../shared/schemas/payment-ledger';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { formatCentsExact } from '../../lib/format';
import { useRefundPayment } from './api/payments-ledger';

/** Open while `row` is set; `onClose` clears it once the refund is done, failed or cancelled. */
export function RefundDialog({ row, onClose }: { row: LedgerRow | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const confirm = (target: LedgerRow) =>
    refund.mutate(target, {
      onSuccess: (refunded) => {
        onClose();
        toast({
          title: 'Pago reembolsado',
          description: `${formatCentsExact(refunded.refundedCents ?? 0)} a ${refunded.institutionName}.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        onClose();
        toast({ title: 'No se pudo reembolsar', description: errorMessage(error), variant: 'destructive' });
      },
    });
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title="¿Reembolsar este pago?"
      description={
        row
          ? `Se devolverán ${formatCentsExact(row.amountCents)} a ${row.institutionName} por ${paymentKindLabels[row.kind].toLowerCase()}. El acceso que ya compró no cambia.`
          : ''
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
          Cancelar
        </Button>
        <Button onClick={() => row && confirm(row)} disabled={refund.isPending}>
          {refund.isPending ? 'Reembolsando...' : 'Confirmar reembolso'}
        </Button>
      </div>
    </Modal>
  );
}
