import { useId, useState, type FormEvent } from 'react';
import {
  newWebhookSchema,
  subscribableWebhookEvents,
  webhookEventLabels,
  type CreatedWebhook,
  type SubscribableWebhookEvent,
} from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { ApiError } from '../../lib/api';
import { useRegisterWebhook } from './api/webhooks';

type Problems = { url?: string; events?: string };

/** A 400 lands under its field: zod's issues by path, or the server's own reason about the address (production checks). */
function serverProblems(error: unknown): Problems | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const problems: Problems = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'url' || field === 'events') && !problems[field]) problems[field] = issue.message;
  }
  if (!problems.url && !problems.events) problems.url = error.serverMessage ?? undefined;
  return problems;
}

/**
 * docs/product/lender-integrations.md#webhooks: the receiver's address and the events it wants. Checked with the
 * server's schema first; whatever is typed stays after an error. The secret comes back once, to `onCreated`.
 */
export function WebhookRegisterForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<SubscribableWebhookEvent[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const register = useRegisterWebhook();
  const eventsErrorId = useId();

  const toggle = (event: SubscribableWebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((item) => item !== event)));

  const onSubmit = (submit: FormEvent) => {
    submit.preventDefault();
    const checked = newWebhookSchema.safeParse({ url, events });
    const found: Problems = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'url' || field === 'events') && !found[field]) found[field] = issue.message;
      }
    }
    setProblems(found);
    if (!checked.success) return;
    register.mutate(
      { url: checked.data.url, events },
      {
        onSuccess: (created) => {
          setUrl('');
          setEvents([]);
          onCreated(created);
        },
        onError: (error) => setProblems(serverProblems(error) ?? {}),
      },
    );
  };
  // A 400 is shown under its field; anything else (a 409, the network) once above the button.
  const formError = register.isError && !serverProblems(register.error) ? register.error : null;

  return (
    <form noValidate className="grid max-w-2xl gap-4" onSubmit={onSubmit} aria-label="Registrar un webhook">
      <fieldset disabled={register.isPending} className="grid min-w-0 gap-4">
        <legend className="sr-only">Registrar un webhook</legend>
        <Field
          label="Dirección que recibe los avisos (URL)"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://crm.tu-institucion.com/casajoven"
          hint="Debe empezar con https://. Enviamos un POST con JSON firmado; respóndenos con un código 2xx en menos de 5 segundos."
          value={url}
          error={problems.url}
          onChange={(change) => setUrl(change.target.value)}
        />
        <fieldset className="grid min-w-0 gap-0.5" aria-describedby={problems.events ? eventsErrorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">Eventos que quieres recibir</legend>
          {subscribableWebhookEvents.map((event) => (
            <CheckboxField
              key={event}
              label={`${webhookEventLabels[event]} (${event})`}
              checked={events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
              aria-invalid={problems.events ? true : undefined}
            />
          ))}
          {problems.events && (
            <p id={eventsErrorId} className="text-sm text-red-700">
              {problems.events}
            </p>
          )}
        </fieldset>
        <FormError error={formError} />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
          {register.isPending ? 'Registrando...' : 'Registrar webhook'}
        </Button>
      </fieldset>
    </form>
  );
}
