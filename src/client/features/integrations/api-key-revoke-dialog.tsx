import type { ApiKey } from '../../../shared/schemas/api-keys';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { toast } from '../../components/ui/toast-store';
import { useRevokeApiKey } from './api/api-keys';

/** Revoking is for good: the next call with the key is refused. Open while `apiKey` is set; a failure keeps it open. */
export function ApiKeyRevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  };
  const confirm = (target: ApiKey) =>
    revoke.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Clave revocada', description: `«${target.name}» ya no abre el API.`, variant: 'success' });
        close();
      },
    });
  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Revocar esta clave?"
      description="Los sistemas que la usan dejarán de tener acceso desde su próxima llamada. No se puede deshacer: para volver a conectarlos, crea una clave nueva."
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-900 ring-1 ring-slate-200">
        {apiKey?.name} <span className="font-mono">…{apiKey?.lastFour}</span>
      </p>
      <FormError error={revoke.error} />
      <ConfirmActions
        label="Revocar clave"
        pendingLabel="Revocando..."
        pending={revoke.isPending}
        onCancel={close}
        onConfirm={() => apiKey && confirm(apiKey)}
      />
    </Modal>
  );
}
