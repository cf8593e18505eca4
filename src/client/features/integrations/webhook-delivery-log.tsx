import { useState } from 'react';
import { deliveryStatusLabels, type DeliveryStatus, type WebhookAttempt, type WebhookDelivery } from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useResendDelivery, useWebhookDeliveries } from './api/webhooks';
import { answerText, attemptSource, attemptTime, durationText, eventLabel, outcomeToast } from './webhook-view';

const statusStyles: Record<DeliveryStatus, string> = {
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-950 ring-amber-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
};

/** Every attempt of one delivery, newest first, as Stripe's log lists them: when, the answer, how long, and who sent it. */
function AttemptList({ attempts, total }: { attempts: WebhookAttempt[]; total: number }) {
  if (attempts.length === 0) return null;
  return (
    <details className="text-sm sm:col-span-3">
      <summary className="cursor-pointer font-medium text-blue-800 underline">
        Ver {total === 1 ? 'el intento' : `los ${total} intentos`}
      </summary>
      <ol className="mt-2 grid gap-1 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
        {attempts.map((attempt, index) => {
          const source = attemptSource(attempt.manual);
          const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
          return (
            <li
              key={`${attempt.attemptedAt}-${index}`}
              className="grid gap-x-4 border-b border-slate-200 py-1.5 last:border-b-0 sm:grid-cols-[11rem_1fr_5rem] sm:items-baseline"
            >
              <span className="text-slate-700">{attemptTime(attempt.attemptedAt)}</span>
              <span className={`min-w-0 break-words font-medium ${ok ? 'text-emerald-900' : 'text-red-900'}`}>
                {answerText(attempt.statusCode, attempt.error)}
                {source && <span className="font-normal text-slate-700"> · {source}</span>}
              </span>
              <span className="text-slate-700 sm:text-right">{durationText(attempt.durationMs)}</span>
            </li>
          );
        })}
      </ol>
      {total > attempts.length && <p className="mt-1 text-slate-700">Se muestran los {attempts.length} intentos más recientes.</p>}
    </details>
  );
}

function DeliveryRow({ webhookId, delivery, enabled }: { webhookId: string; delivery: WebhookDelivery; enabled: boolean }) {
  const resend = useResendDelivery();
  const when = formatDateTime(delivery.createdAt);
  const onResend = () =>
    resend.mutate(
      { webhookId, deliveryId: delivery.id },
      {
        onSuccess: (outcome) => toast(outcomeToast(outcome, 'resend')),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'No se pudo reenviar.'), variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-2 border-b border-slate-100 py-3 last:border-b-0 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
      <div className="text-sm text-slate-700">{when}</div>
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {eventLabel(delivery.eventType)}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusStyles[delivery.status]}`}>
            {deliveryStatusLabels[delivery.status]}
          </span>
        </p>
        <p className="text-sm break-words text-slate-700">
          {answerText(delivery.lastStatusCode, delivery.lastError)} · {delivery.attempts} {delivery.attempts === 1 ? 'intento' : 'intentos'}
          {delivery.nextAttemptAt && ` · próximo intento ${formatDateTime(delivery.nextAttemptAt)}`}
        </p>
      </div>
      {enabled && (
        <Button type="button" variant="secondary" className="w-full sm:w-auto" disabled={resend.isPending} onClick={onResend}>
          {resend.isPending ? 'Reenviando...' : 'Reenviar'}
          <span className="sr-only">
            {' '}
            {eventLabel(delivery.eventType)} del {when}
          </span>
        </Button>
      )}
      <AttemptList attempts={delivery.attemptLog} total={delivery.attempts} />
    </li>
  );
}

/** The log of one endpoint, newest first, 20 a page: when, which event, the answer, how many attempts, and a re-send. */
export function WebhookDeliveryLog({ webhookId, enabled, headingId }: { webhookId: string; enabled: boolean; headingId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, page);
  if (deliveries.isPending) return <p className="text-sm text-slate-700">Cargando envíos...</p>;
  if (deliveries.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
      >
        <p className="flex-1">No pudimos cargar los envíos.</p>
        <Button variant="secondary" onClick={() => deliveries.refetch()}>
          Intentar de nuevo
        </Button>
      </div>
    );
  }
  const { items, total, pageSize } = deliveries.data;
  if (total === 0) return <p className="text-sm text-slate-700">Todavía no hay envíos. Prueba con “Enviar evento de prueba”.</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-2">
      <ul aria-labelledby={headingId}>
        {items.map((delivery) => (
          <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} enabled={enabled} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas de envíos" className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-slate-700">
            Página {page} de {pages} · {total} envíos
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Siguiente
          </Button>
        </nav>
      )}
    </div>
  );
}
