import type { StaffMember } from '../../../shared/schemas/admin';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { useResetStaffTwoFactor } from './api/staff';

/** Asks before removing an officer's authenticator app: their sessions end and they must enrol again. */
export function TwoFactorResetDialog({ member, open, onClose }: { member: StaffMember; open: boolean; onClose: () => void }) {
  const reset = useResetStaffTwoFactor(member);
  const close = () => {
    if (reset.isPending) return;
    reset.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="¿Restablecer la verificación en dos pasos?"
      description="Hazlo solo si la persona perdió su teléfono y confirmaste quién es. Sus sesiones abiertas se cerrarán y, al iniciar sesión, deberá activar la verificación de nuevo."
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm break-all text-slate-900 ring-1 ring-slate-200">{member.email}</p>
      <FormError error={reset.error} />
      <ConfirmActions
        label="Restablecer verificación"
        pendingLabel="Restableciendo..."
        pending={reset.isPending}
        onCancel={close}
        onConfirm={() => reset.mutate(undefined, { onSuccess: close })}
      />
    </Modal>
  );
}
