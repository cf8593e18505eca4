import { useId, useState } from 'react';
import { type WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSendTestEvent } from './api/webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { answerText, eventLabel, outcomeToast } from './webhook-view';

/** One endpoint: where, which events, its state and last answer; the test button, its log and the way to disable it. */
export function WebhookEndpointCard({
  endpoint,
  onDisable,
}: {
  endpoint: WebhookEndpoint;
  onDisable: (endpoint: WebhookEndpoint) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const sendTest = useSendTestEvent();
  const titleId = useId();
  const logId = useId();
  const logHeadingId = useId();
  const enabled = endpoint.disabledAt === null;
  const last = endpoint.lastDelivery;

  const onTest = () =>
    sendTest.mutate(endpoint.id, {
      onSuccess: (outcome) => {
        toast(outcomeToast(outcome, 'test'));
        setShowLog(true);
      },
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'No se pudo enviar el evento de prueba.'), variant: 'destructive' }),
    });

  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">
            {endpoint.url}
          </h3>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${enabled ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
          >
            {enabled ? 'Activo' : `Desactivado el ${formatDateTime(endpoint.disabledAt!)}`}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Eventos: </span>
          {endpoint.events.map(eventLabel).join(' · ')}
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Último envío: </span>
          {last
            ? `${eventLabel(last.eventType)}, ${answerText(last.statusCode, last.error)} (${formatDateTime(last.at)})`
            : 'ninguno todavía'}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {enabled && (
          <Button type="button" disabled={sendTest.isPending} onClick={onTest}>
            {sendTest.isPending ? 'Enviando...' : 'Enviar evento de prueba'}
          </Button>
        )}
        <Button type="button" variant="secondary" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Ocultar envíos' : 'Ver envíos'}
        </Button>
        {enabled && (
          <Button type="button" variant="secondary" onClick={() => onDisable(endpoint)}>
            Desactivar
          </Button>
        )}
      </div>
      <div id={logId} hidden={!showLog} className="grid gap-2">
        {showLog && (
          <>
            <h4 id={logHeadingId} className="text-sm font-bold text-slate-900">
              Registro de envíos
            </h4>
            <WebhookDeliveryLog webhookId={endpoint.id} enabled={enabled} headingId={logHeadingId} />
          </>
        )}
      </div>
    </li>
  );
}
