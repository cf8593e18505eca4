import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

/**
 * docs/product/screens.md: three seconds after a calculation, offer to contact institutions. A click outside or Escape closes it
 * only for a buyer who already has bank progress; anyone else answers "Ahora no" or "Continuar".
 */
export function BankOfferDialog({
  open,
  dismissible,
  onSkip,
  onContinue,
}: {
  open: boolean;
  dismissible: boolean;
  onSkip: () => void;
  onContinue: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onSkip()}
      dismissible={dismissible}
      title="¿Quieres contactar instituciones financieras?"
      description="Con tu presupuesto listo, podemos enviar tu carta de precualificación a los bancos y cooperativas que elijas. Tus datos solo se comparten con las instituciones que selecciones."
    >
      <div className="grid gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onSkip}>
          Ahora no
        </Button>
        <Button onClick={onContinue}>Continuar</Button>
      </div>
    </Modal>
  );
}
