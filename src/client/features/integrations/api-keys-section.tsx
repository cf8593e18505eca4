// docs/product/lender-integrations.md#api-keys-and-the-versioned-api: staff create named keys for the versioned API
// (shown once), see each by its last four characters, when it was last used, and revoke it; links to the reference.
import { useId, useState } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import type { ApiKey, CreatedApiKey } from '../../../shared/schemas/api-keys';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useApiKeys } from './api/api-keys';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import { ApiKeyList } from './api-key-list';
import { ApiKeyRevokeDialog } from './api-key-revoke-dialog';

const linkClass = 'inline-flex min-h-11 items-center self-start font-semibold text-blue-800 underline';

export function ApiKeysSection() {
  const headingId = useId();
  const listHeadingId = useId();
  const apiKeys = useApiKeys();
  const [created, setCreated] = useState<(CreatedApiKey & { name: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Card as="section" aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Claves de API
        </h2>
        <p className="text-sm text-slate-700">
          Tu CRM puede leer tus leads, tus solicitudes de conexión y los contactos que desbloqueaste con el API v1, enviando{' '}
          <code className="rounded bg-slate-100 px-1 font-mono text-xs">Authorization: Bearer &lt;clave&gt;</code>. Cada clave es de tu
          institución, sus consultas quedan registradas como las del portal y los pagos se siguen haciendo aquí.
        </p>
      </div>

      <ApiKeyCreateForm onCreated={setCreated} />

      <div className="grid gap-3">
        <h3 id={listHeadingId} className="text-lg font-bold text-slate-900">
          Tus claves
        </h3>
        {apiKeys.isPending ? (
          <p className="text-sm text-slate-700">Cargando claves...</p>
        ) : apiKeys.isError ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
          >
            <p className="flex-1">No pudimos cargar tus claves.</p>
            <Button variant="secondary" onClick={() => apiKeys.refetch()}>
              Intentar de nuevo
            </Button>
          </div>
        ) : apiKeys.data.length === 0 ? (
          <p className="text-sm text-slate-700">Todavía no has creado ninguna clave.</p>
        ) : (
          <ApiKeyList apiKeys={apiKeys.data} labelledBy={listHeadingId} onRevoke={setRevoking} />
        )}
      </div>

      <p className="flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
        {/* Full page loads: the reference is a page of the server, not a screen of the app. */}
        <a href={apiPaths.v1.reference} className={linkClass}>
          Referencia del API y guía rápida
        </a>
        <a href={apiPaths.v1.openApi} className={linkClass}>
          Documento OpenAPI (JSON)
        </a>
      </p>

      <ApiKeyCreatedDialog created={created} onClose={() => setCreated(null)} />
      <ApiKeyRevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
