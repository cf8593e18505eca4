// Removing a file ends every share of it at once (docs/product/documents.md#sharing), so it is asked first.
import type { BuyerDocument } from '../../../shared/schemas/buyer-documents';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toast-store';
import { useDeleteDocument } from './api/my-documents';

/** Open while `document` is set; a failure keeps it open with the server's reason. */
export function DocumentDeleteDialog({ document, onClose }: { document: BuyerDocument | null; onClose: () => void }) {
  const remove = useDeleteDocument();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Modal
      open={document !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Eliminar este documento?"
      description="Lo borramos de tu cuenta, y las instituciones con las que lo compartiste dejan de verlo."
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm font-semibold break-words text-slate-900 ring-1 ring-slate-200">
        {document?.fileName}
      </p>
      <FormError error={remove.error} />
      <ConfirmActions
        label="Eliminar documento"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          document &&
          remove.mutate(document.id, {
            onSuccess: () => {
              toast({ title: 'Documento eliminado', description: document.fileName, variant: 'success' });
              close();
            },
          })
        }
      />
    </Modal>
  );
}
