// Deleting a saved search stops its e-mails and its `lead.available` events; the leads themselves stay.
import type { SavedSearch } from '../../../shared/schemas/saved-searches';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { toast } from '../../components/ui/toast-store';
import { useDeleteSavedSearch } from './api/saved-searches';

/** Open while `search` is set; a failure keeps it open with the server's reason. */
export function SavedSearchDeleteDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = (target: SavedSearch) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Búsqueda borrada', description: `Ya no recibirás avisos de «${target.name}».`, variant: 'success' });
        close();
      },
    });
  return (
    <Modal
      open={search !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Borrar esta búsqueda?"
      description="Dejarás de recibir sus correos y los avisos de webhook por sus leads nuevos. Los leads siguen en el portal."
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm font-semibold break-words text-slate-900 ring-1 ring-slate-200">{search?.name}</p>
      <FormError error={remove.error} />
      <ConfirmActions
        label="Borrar búsqueda"
        pendingLabel="Borrando..."
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => search && confirm(search)}
      />
    </Modal>
  );
}
