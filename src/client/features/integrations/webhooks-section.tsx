// docs/product/lender-integrations.md#webhooks: staff register HTTPS endpoints for the events they want, keep the
// signing secret shown once, send a test event, read each endpoint's delivery log and re-send, or disable one.
import { useId, useState } from 'react';
import type { CreatedWebhook, WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useWebhooks } from './api/webhooks';
import { WebhookDisableDialog } from './webhook-disable-dialog';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookRegisterForm } from './webhook-register-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';

export function WebhooksSection() {
  const headingId = useId();
  const listHeadingId = useId();
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [disabling, setDisabling] = useState<WebhookEndpoint | null>(null);

  return (
    <Card as="section" aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Webhooks
        </h2>
        <p className="text-sm text-slate-700">
          Te avisamos al instante, con un POST firmado a tu servidor, cuando pasa algo con tus leads. Los avisos llevan solo
          identificadores: los datos de contacto se consultan por el API. Si tu servidor no responde, reintentamos con esperas cada vez más
          largas.
        </p>
      </div>

      <WebhookRegisterForm onCreated={setCreated} />

      <div className="grid gap-3">
        <h3 id={listHeadingId} className="text-lg font-bold text-slate-900">
          Tus webhooks
        </h3>
        {webhooks.isPending ? (
          <p className="text-sm text-slate-700">Cargando webhooks...</p>
        ) : webhooks.isError ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
          >
            <p className="flex-1">No pudimos cargar tus webhooks.</p>
            <Button variant="secondary" onClick={() => webhooks.refetch()}>
              Intentar de nuevo
            </Button>
          </div>
        ) : webhooks.data.length === 0 ? (
          <p className="text-sm text-slate-700">Todavía no has registrado ningún webhook.</p>
        ) : (
          <ul aria-labelledby={listHeadingId} className="grid gap-3">
            {webhooks.data.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onDisable={setDisabling} />
            ))}
          </ul>
        )}
      </div>

      <WebhookSecretDialog created={created} onClose={() => setCreated(null)} />
      <WebhookDisableDialog endpoint={disabling} onClose={() => setDisabling(null)} />
    </Card>
  );
}
