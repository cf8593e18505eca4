// How the webhooks section words a delivery's answer and a manual send's outcome (docs/product/lender-integrations.md#webhooks).
import { webhookEventLabels, type DeliveryOutcome, type WebhookAttempt } from '../../../shared/schemas/webhooks';
import { programmeTimeZone } from '../../../shared/time-zone';

/** The receiver's answer as the log shows it: the HTTP code (with the reason when it was a refused redirect), or why there was none. */
export function answerText(statusCode: number | null, error: string | null): string {
  if (statusCode !== null) return error ? `HTTP ${statusCode}: ${error}` : `HTTP ${statusCode}`;
  return error ?? 'Sin respuesta todavía';
}

export const eventLabel = (type: string) => webhookEventLabels[type as keyof typeof webhookEventLabels] ?? type;

/** The toast after "Enviar evento de prueba" or "Reenviar". */
export function outcomeToast(outcome: DeliveryOutcome, what: 'test' | 'resend') {
  const done = what === 'test' ? 'Evento de prueba entregado' : 'Envío reenviado';
  if (outcome.delivered)
    return { title: done, description: `Tu servidor respondió ${answerText(outcome.statusCode, null)}.`, variant: 'success' as const };
  return {
    title: what === 'test' ? 'El evento de prueba no se entregó' : 'El reenvío no se entregó',
    description: answerText(outcome.statusCode, outcome.error),
    variant: 'destructive' as const,
  };
}

/** Who made an attempt, as the attempt list says it: the worker's own attempts need no label. */
export function attemptSource(manual: WebhookAttempt['manual']): string | null {
  if (manual === 'resend') return 'Reenvío manual';
  if (manual === 'test') return 'Evento de prueba';
  return null;
}

/** "120 ms", or "1,2 s" from a second on. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('es-PR', { maximumFractionDigits: 1 })} s`;
}

const attemptClock = new Intl.DateTimeFormat('es-PR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: programmeTimeZone,
});

/** An attempt's time in Puerto Rico to the second, so retries a few seconds apart read apart (as Stripe's log does). */
export const attemptTime = (iso: string) => attemptClock.format(new Date(iso));
