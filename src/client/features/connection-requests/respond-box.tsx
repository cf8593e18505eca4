import { useEffect, useId, useRef, useState } from 'react';
import { describeContactPreferences } from '../../../shared/schemas/buyer-control';
import { consentText, type UserConnectionRequest } from '../../../shared/schemas/leads';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';
import { useLeadControls } from './api/lead-controls';
import { useRespondToRequest } from './api/respond-to-request';
import { goToContactPreferences } from './contact-preferences';

const maxMessageLength = 1000;

/**
 * docs/product/screens.md: an optional message with Accept, Reject and Cancel. The exact consent text stored with the answer
 * (docs/product/roles.md#consent-is-recorded) is shown beside each choice, so the buyer knows what they agree to.
 * An acceptance carries the buyer's saved contact preferences, shown with it (docs/product/buyer-control.md#contact-preferences).
 */
export function RespondBox({ request, onClose }: { request: UserConnectionRequest; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const respond = useRespondToRequest();
  const preferences = useLeadControls(true).data?.contactPreferences;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const acceptId = useId();
  const declineId = useId();
  const preferencesId = useId();

  useEffect(() => textareaRef.current?.focus(), []);

  const answer = (response: 'accepted' | 'declined') =>
    respond.mutate(
      {
        requestId: request.id,
        response,
        userMessage: message.trim(),
        ...(response === 'accepted' && preferences ? { contactPreferences: preferences } : {}),
      },
      { onSuccess: onClose },
    );

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
          {preferences && (
            <div className="grid gap-1 border-l-2 border-slate-200 pl-3">
              <p id={preferencesId} className="text-slate-800">
                <span className="font-semibold">Cómo podrá contactarte: </span>
                {describeContactPreferences(preferences)}
              </p>
              <button
                type="button"
                onClick={goToContactPreferences}
                className="min-h-6 justify-self-start rounded font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                Cambiar preferencias de contacto
              </button>
            </div>
          )}
          <p id={declineId} className="text-slate-700">
            <span className="font-semibold">Si rechazas: </span>
            {consentText(request.bankName, 'declined')}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="button"
            variant="success"
            aria-describedby={preferences ? `${acceptId} ${preferencesId}` : acceptId}
            onClick={() => answer('accepted')}
          >
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
