// The built-in provider's checkout (DECISIONS 6): clearly a test, pay or cancel, then back to where Stripe would return.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import type { Payment } from '../../../shared/schemas/bank-leads';
import { Page } from '../../components/layouts/page';
import { TestPaymentNotice } from '../../components/test-payment-notice';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { getJson, postJson } from '../../lib/api';
import { formatCents } from '../../lib/format';

const kindLabels = { request: 'Solicitud de conexión', unlock: 'Desbloqueo de contacto' } as const;

export default function SimulatedCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const payment = useQuery({ queryKey: ['/api/payments', sessionId], queryFn: () => getJson<Payment>(`/api/payments/${encodeURIComponent(sessionId)}`), enabled: !!sessionId });
  const leave = (path: string) => window.location.assign(path);
  const failed = () => toast({ title: 'Error', description: 'No se pudo procesar el pago', variant: 'destructive' });

  const pay = useMutation({
    mutationFn: () => postJson<Payment>('/api/simulate-payment-success', { sessionId, type: payment.data?.kind }),
    onSuccess: (paid) => leave(paid.successPath),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => postJson<Payment>(`/api/payments/${encodeURIComponent(sessionId)}/cancel`, {}),
    onSuccess: (canceled) => leave(canceled.cancelPath),
    onError: failed,
  });

  if (payment.isError || (!sessionId && !payment.isPending)) {
    return <Page title="Pago no encontrado" subtitle="Esta sesión de pago no existe o no pertenece a tu institución." />;
  }
  const data = payment.data;
  const busy = pay.isPending || cancel.isPending;
  return (
    <Page title="Pago de prueba">
      <div className="mx-auto grid max-w-md gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <TestPaymentNotice always detail="Este es un pago simulado del entorno de prueba. No se realiza ningún cargo real." />
        {!data ? (
          <p role="status">Cargando pago...</p>
        ) : (
          <>
            <dl className="grid gap-2 text-slate-800">
              <div className="flex justify-between gap-4">
                <dt>Concepto</dt>
                <dd className="text-right font-semibold">{kindLabels[data.kind]}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Lead</dt>
                <dd className="text-right">{data.municipio}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg">
                <dt>Total</dt>
                <dd className="font-bold">{formatCents(data.amountCents)} USD</dd>
              </div>
            </dl>
            {data.status === 'pending' ? (
              <div className="grid gap-3">
                <Button disabled={busy} onClick={() => pay.mutate()}>
                  {pay.isPending ? 'Procesando pago...' : `Pagar ${formatCents(data.amountCents)}`}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => cancel.mutate()}>
                  Cancelar
                </Button>
              </div>
            ) : (
              <Button onClick={() => leave(data.status === 'paid' ? data.successPath : data.cancelPath)}>Volver al panel</Button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
