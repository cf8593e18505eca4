// How the webhooks section words a delivery's answer and a manual send's outcome (docs/product/lender-integrations.md#webhooks).
import { webhookEventLabels, type DeliveryOutcome } from '../../../shared/schemas/webhooks';

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
