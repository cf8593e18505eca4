import { useState } from 'react';
import type { DevMail } from '../../../shared/schemas/dev-mailbox';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/layouts/page';
import { formatDateTime } from '../../lib/format';
import { isMailboxMissing, useDevMailbox } from './api/dev-mailbox';

const kindLabels: Record<string, string> = {
  'connection-request': 'Solicitud de conexión',
  'request-answered': 'Respuesta a solicitud',
  'bank-letter': 'Carta a institución',
  'contact-message': 'Mensaje de contacto',
  'new-message': 'Mensaje nuevo',
  'consent-revoked': 'Consentimiento retirado',
  'buyer-account-closed': 'Cuenta de comprador cerrada',
};

/**
 * The development mailbox (decision 0041): what the app sent while no SMTP server is configured, newest first.
 * The HTML body is shown in a sandboxed frame (no scripts, no access to this page), the text body as text.
 */
export default function DevMailboxPage() {
  const mailbox = useDevMailbox();

  return (
    <Page
      title="Buzón de desarrollo"
      subtitle="Los correos que la aplicación envió sin un servidor SMTP configurado, del más reciente al más antiguo. No existe en producción."
    >
      {mailbox.isPending ? (
        <p role="status" className="text-slate-600">
          Cargando correos...
        </p>
      ) : mailbox.isError ? (
        <Problem notAvailable={isMailboxMissing(mailbox.error)} onRetry={() => mailbox.refetch()} />
      ) : mailbox.data.mails.length === 0 ? (
        <Card>
          <p className="text-slate-700">Todavía no hay correos enviados. Aparecerán aquí en cuanto la aplicación envíe alguno.</p>
        </Card>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {mailbox.data.mails.length === 1 ? '1 correo' : `${mailbox.data.mails.length} correos`}
          </p>
          <ul className="grid gap-4" aria-label="Correos enviados">
            {mailbox.data.mails.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

function MailCard({ mail }: { mail: DevMail }) {
  // The frame exists only while its section is open: fifty mails are not fifty documents.
  const [htmlOpen, setHtmlOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby={`correo-${mail.id}`} className="min-w-0">
      <h2 id={`correo-${mail.id}`} className="break-words text-lg font-semibold text-slate-900">
        {mail.subject}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Para</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold">Enviado</dt>
        <dd>
          <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
        </dd>
        <dt className="font-semibold">Tipo</dt>
        <dd>{kindLabels[mail.kind] ?? mail.kind}</dd>
      </dl>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-blue-800">Ver texto</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-800">
          {mail.text}
        </pre>
      </details>
      {mail.html && (
        <details className="mt-2" onToggle={(event) => setHtmlOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer font-semibold text-blue-800">Ver HTML</summary>
          {htmlOpen && (
            <iframe
              title={`Versión HTML de: ${mail.subject}`}
              sandbox=""
              srcDoc={mail.html}
              className="mt-2 h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
            />
          )}
        </details>
      )}
    </Card>
  );
}

function Problem({ notAvailable, onRetry }: { notAvailable: boolean; onRetry: () => void }) {
  return (
    <Card>
      <p role="alert" className="text-slate-700">
        {notAvailable
          ? 'El buzón de desarrollo no está disponible en este servidor (producción o SMTP configurado).'
          : 'No pudimos cargar los correos. Inténtalo de nuevo.'}
      </p>
      {!notAvailable && (
        <Button className="mt-4" variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Card>
  );
}
