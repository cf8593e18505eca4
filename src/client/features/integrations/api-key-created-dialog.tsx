import { Copy } from 'lucide-react';
import { useId } from 'react';
import type { CreatedApiKey } from '../../../shared/schemas/api-keys';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';

/**
 * The new key, shown this once (the server keeps only its hash): a copy button and a warning. Open while `created`
 * is set; a click outside does not close it, so the key is not lost by accident.
 */
export function ApiKeyCreatedDialog({ created, onClose }: { created: (CreatedApiKey & { name: string }) | null; onClose: () => void }) {
  const keyId = useId();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast({ title: 'Clave copiada', description: 'Guárdala en el gestor de secretos del sistema que la usará.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'No se pudo copiar. Selecciona la clave y cópiala manualmente.', variant: 'destructive' });
    }
  };
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      dismissible={false}
      title="Clave creada: cópiala ahora"
      description="No la volveremos a mostrar: solo guardamos una huella de ella. Si la pierdes, revócala y crea otra. Quien tenga esta clave puede leer los datos de contacto que tu institución desbloqueó."
    >
      <div className="grid gap-1.5">
        <label htmlFor={keyId} className="text-sm font-medium text-slate-800">
          Clave de API «{created?.name}»
        </label>
        <input
          id={keyId}
          readOnly
          value={created?.key ?? ''}
          onFocus={(event) => event.target.select()}
          className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Ya la guardé
        </Button>
        <Button type="button" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          Copiar clave
        </Button>
      </div>
    </Modal>
  );
}
