import { Check, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** "Agregar a mi plan", then "Agregada a mi plan": a property is saved once (docs/product/validation.md). */
export function SaveToPlanButton({
  saved,
  disabled,
  describedBy,
  onSave,
}: {
  saved: boolean;
  disabled: boolean;
  describedBy?: string;
  onSave: () => void;
}) {
  return (
    <Button
      variant={saved ? 'success' : 'primary'}
      className="w-full"
      // Saved stays a full-contrast button that does nothing more.
      aria-disabled={saved ? true : undefined}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={saved ? undefined : onSave}
    >
      {saved ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
      {saved ? 'Agregada a mi plan' : 'Agregar a mi plan'}
    </Button>
  );
}
