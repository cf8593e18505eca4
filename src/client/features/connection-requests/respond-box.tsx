import { useEffect, useId, useRef, useState } from 'react';
import { consentText, type UserConnectionRequest } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';
import { useRespondToRequest } from './api/respond-to-request';

const maxMessageLength = 1000;

/**
 * docs/product/screens.md: an optional message with Accept, Reject and Cancel. The exact consent text stored with the answer
 * (docs/product/roles.md#consent-is-recorded) is shown beside each choice, so the buyer knows what they agree to.
 */
export function RespondBox({ request, onClose }: { request: UserConnectionRequest; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const respond = useRespondToRequest();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const acceptId = useId();
  const declineId = useId();

  useEffect(() => textareaRef.current?.focus(), []);

  const answer = (response: 'accepted' | 'declined') =>
    respond.mutate({ requestId: request.id, response, userMessage: message.trim() }, { onSuccess: onClose });

  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <fieldset disabled={respond.isPending} className="grid min-w-0 gap-4">
        <legend className="sr-only">Responder a {request.bankName}</legend>
        <TextareaField
          ref={textareaRef}
          label="Mensaje para la institución (opcional)"
          hint="Por ejemplo, el mejor horario para llamarte."
          maxLength={maxMessageLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="grid gap-2 rounded-md bg-white p-3 text-sm ring-1 ring-slate-200">
          <p id={acceptId} className="text-slate-800">
            <span className="font-semibold">Si aceptas: </span>
            {consentText(request.bankName, 'accepted')}
          </p>
          <p id={declineId} className="text-slate-700">
            <span className="font-semibold">Si rechazas: </span>
            {consentText(request.bankName, 'declined')}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" variant="success" aria-describedby={acceptId} onClick={() => answer('accepted')}>
            Aceptar
          </Button>
          <Button type="button" variant="secondary" aria-describedby={declineId} onClick={() => answer('declined')}>
            Rechazar
          </Button>
          <Button type="button" variant="secondary" onClick={onClose} className="sm:ml-auto">
            Cancelar
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
