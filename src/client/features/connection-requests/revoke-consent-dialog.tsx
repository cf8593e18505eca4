import { useId, useState } from 'react';
import { revokeConsentSchema } from '../../../shared/schemas/buyer-control';
import { consentText, type ContactHolder } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextareaField } from '../../components/ui/textarea-field';
import { useRevokeConsent } from './api/revoke-consent';

const maxReasonLength = 500;

/**
 * docs/product/buyer-control.md#revoking-consent: the exact text recorded with the revocation, what it changes, and
 * an optional reason. Open while `holder` is set; a failure keeps it open with the reason typed.
 */
export function RevokeConsentDialog({ holder, onClose }: { holder: ContactHolder | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const revoke = useRevokeConsent();
  const textId = useId();

  const close = () => {
    if (revoke.isPending) return;
    setReason('');
    setProblem(undefined);
    revoke.reset();
    onClose();
  };

  const confirm = (target: ContactHolder) => {
    const checked = revokeConsentSchema.safeParse({ reason });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    revoke.mutate(
      { requestId: target.requestId, institutionName: target.institutionName, reason: checked.data.reason },
      { onSuccess: close },
    );
  };

  const name = holder?.institutionName ?? '';
  return (
    <Modal
      open={holder !== null}
      onOpenChange={(open) => !open && close()}
      title={`¿Retirar tu consentimiento a ${name}?`}
      description="Esto no se puede deshacer. Al confirmar, quedará registrado este texto:"
    >
      <blockquote id={textId} className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-900 ring-1 ring-slate-200">
        {consentText(name, 'revoked')}
      </blockquote>
      <div className="grid gap-1 text-sm text-slate-800">
        <p className="font-semibold">Qué pasa al retirarlo:</p>
        <ul className="grid list-disc gap-1 pl-5">
          <li>Deja de tener acceso a tu nombre, correo electrónico y teléfono.</li>
          <li>Se cierra tu conversación con la institución en el Centro de Mensajes.</li>
          <li>Le avisamos que no debe contactarte.</li>
        </ul>
      </div>
      <fieldset disabled={revoke.isPending} className="grid min-w-0 gap-4">
        <legend className="sr-only">Retirar consentimiento a {name}</legend>
        <TextareaField
          label="Motivo (opcional)"
          hint="Lo verá el equipo de Casa Joven PR, no la institución."
          maxLength={maxReasonLength}
          value={reason}
          error={problem}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError error={revoke.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus as the dialog opens (not the reason box, whose keyboard would cover the text on a phone) */}
          <Button type="button" variant="secondary" autoFocus onClick={close}>
            Cancelar
          </Button>
          <Button type="button" aria-describedby={textId} onClick={() => holder && confirm(holder)}>
            {revoke.isPending ? 'Retirando...' : 'Retirar consentimiento'}
          </Button>
        </div>
      </fieldset>
    </Modal>
  );
}
