import type { WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus as the dialog opens */}
        <Button type="button" variant="secondary" autoFocus onClick={close}>
          Cancelar
        </Button>
        <Button type="button" disabled={disable.isPending} onClick={() => endpoint && confirm(endpoint)}>
          {disable.isPending ? 'Desactivando...' : 'Desactivar webhook'}
        </Button>
      </div>
    </Modal>
  );
}
