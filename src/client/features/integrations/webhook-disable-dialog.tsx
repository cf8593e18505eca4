import type { WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { toast } from '../../components/ui/toast-store';
import { useDisableWebhook } from './api/webhooks';

/** Disabling is for good: pending deliveries end, the log stays. Open while `endpoint` is set; a failure keeps it open. */
export function WebhookDisableDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const disable = useDisableWebhook();
  const close = () => {
    if (disable.isPending) return;
    disable.reset();
    onClose();
  };
  const confirm = (target: WebhookEndpoint) =>
    disable.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Webhook desactivado', description: 'No enviaremos más avisos a esa dirección.', variant: 'success' });
        close();
      },
    });
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Desactivar este webhook?"
      description="Dejaremos de enviar avisos a esta dirección y se cancelan los envíos pendientes. El registro de envíos se conserva. Para volver a recibir avisos tendrás que registrar un webhook nuevo."
    >
      <p className="rounded-md bg-slate-50 p-3 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200">{endpoint?.url}</p>
      <FormError error={disable.error} />
      <ConfirmActions
        label="Desactivar webhook"
        pendingLabel="Desactivando..."
        pending={disable.isPending}
        onCancel={close}
        onConfirm={() => endpoint && confirm(endpoint)}
      />
    </Modal>
  );
}
