import { Copy } from 'lucide-react';
import { useId } from 'react';
import type { CreatedWebhook } from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';

/**
 * The signing secret, shown this once (the list never shows it again): a copy button, and a close that says it was
 * kept. Open while `created` is set; a click outside does not close it, so the secret is not lost by accident.
 */
export function WebhookSecretDialog({ created, onClose }: { created: CreatedWebhook | null; onClose: () => void }) {
  const secretId = useId();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: 'Secreto copiado', description: 'Guárdalo en el sistema que recibe los avisos.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'No se pudo copiar. Selecciona el secreto y cópialo manualmente.', variant: 'destructive' });
    }
  };
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      dismissible={false}
      title="Webhook registrado: guarda su secreto"
      description="Con este secreto tu sistema comprueba que cada aviso viene de Casa Joven PR. Solo lo mostramos ahora; si lo pierdes, registra el webhook de nuevo."
    >
      <div className="grid gap-1.5">
        <label htmlFor={secretId} className="text-sm font-medium text-slate-800">
          Secreto de firma
        </label>
        <input
          id={secretId}
          readOnly
          value={created?.secret ?? ''}
          onFocus={(event) => event.target.select()}
          className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Ya lo guardé
        </Button>
        <Button type="button" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          Copiar secreto
        </Button>
      </div>
    </Modal>
  );
}
