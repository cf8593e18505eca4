// The built-in provider's checkout (docs/product/api.md#payments-count-only-when-the-provider-confirms-them): clearly a test, pay or
// cancel, then back to where Stripe would return.
import { useSearchParams } from 'wouter';
import { Page } from '../../components/layouts/page';
import { TestPaymentNotice } from '../../components/test-payment-notice';
import { Button } from '../../components/ui/button';
import { usePayment } from '../../api/payment';
import { formatCents } from '../../lib/format';
import { leaveCheckout, useCancelPayment, useSimulatePayment } from './api/checkout-actions';

const kindLabels = { request: 'Solicitud de conexión', unlock: 'Desbloqueo de contacto' } as const;

export default function SimulatedCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const payment = usePayment(sessionId);
  const pay = useSimulatePayment(sessionId, payment.data?.kind);
  const cancel = useCancelPayment(sessionId);

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
              <Button onClick={() => leaveCheckout(data.status === 'paid' ? data.successPath : data.cancelPath)}>Volver al panel</Button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
