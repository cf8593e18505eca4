import { Button } from './button';

/**
 * The two buttons of every "are you sure?" dialog: "Cancelar", which takes the focus as the dialog opens (the safe
 * choice), and the action, which says what it is doing while it runs.
 */
export function ConfirmActions({
  label,
  pendingLabel,
  pending,
  onCancel,
  onConfirm,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus as the dialog opens */}
      <Button type="button" variant="secondary" autoFocus onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="button" disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
