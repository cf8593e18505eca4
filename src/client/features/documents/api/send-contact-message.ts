import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ContactMessageInput, ContactResult } from '../../../../shared/schemas/contact';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, hasStatus, postJson } from '../../../lib/api';

const sendFailed = 'No se pudo enviar el mensaje. Inténtalo de nuevo.';

/** Sends the message, or stores it for an institution that answers by phone or on its site; `onSent` gets which. */
export function useSendContactMessage(onSent: (result: ContactResult) => void) {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => postJson<ContactResult>(apiPaths.contact, input),
    onSuccess: (result) => {
      onSent(result);
      if (result.sentByEmail)
        toast({ title: 'Mensaje enviado', description: 'Tu mensaje ha sido enviado exitosamente.', variant: 'success', durationMs: 6000 });
    },
    // A 400 names what to fix in the server's Spanish (a field, an institution no longer active); anything else gets ours.
    onError: (error) =>
      toast({ title: 'Error', description: hasStatus(error, 400) ? errorMessage(error, sendFailed) : sendFailed, variant: 'destructive' }),
  });
}
