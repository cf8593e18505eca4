// The simulated checkout's two buttons: pay (the built-in provider confirms at once) or cancel; either way the
// browser goes back to where the provider would send it.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Payment } from '../../../../shared/schemas/bank-leads';
import { toast } from '../../../components/ui/toast-store';
import { postJson } from '../../../lib/api';

export const leaveCheckout = (path: string) => window.location.assign(path);
const failed = () => toast({ title: 'Error', description: 'No se pudo procesar el pago', variant: 'destructive' });

export function useSimulatePayment(sessionId: string, kind: Payment['kind'] | undefined) {
  return useMutation({
    mutationFn: () => postJson<Payment>(apiPaths.simulatePaymentSuccess, { sessionId, type: kind }),
    // A payment refunded at confirmation (docs/decisions/0138) bought nothing: back as from a canceled checkout.
    onSuccess: (paid) => leaveCheckout(paid.status === 'paid' ? paid.successPath : paid.cancelPath),
    onError: failed,
  });
}

export function useCancelPayment(sessionId: string) {
  return useMutation({
    mutationFn: () => postJson<Payment>(apiPaths.cancelPayment(sessionId), {}),
    onSuccess: (canceled) => leaveCheckout(canceled.cancelPath),
    onError: failed,
  });
}
