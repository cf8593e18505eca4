import type { ApiKey } from '../../../shared/schemas/api-keys';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';

/** Name, last four, created, last used and state; active keys carry their revoke button. */
function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (apiKey: ApiKey) => void }) {
  const active = apiKey.revokedAt === null;
  return (
    <li className="grid gap-2 border-b border-slate-100 py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="break-words">{apiKey.name}</span>
          <span className="font-mono font-normal text-slate-700">…{apiKey.lastFour}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${active ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
          >
            {active ? 'Activa' : `Revocada el ${formatDateTime(apiKey.revokedAt!)}`}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          Creada el {formatDateTime(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `último uso ${formatDateTime(apiKey.lastUsedAt)}` : 'sin usar todavía'}
        </p>
      </div>
      {active && (
        <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={() => onRevoke(apiKey)}>
          Revocar<span className="sr-only"> la clave {apiKey.name}</span>
        </Button>
      )}
    </li>
  );
}

export function ApiKeyList({
  apiKeys,
  labelledBy,
  onRevoke,
}: {
  apiKeys: ApiKey[];
  labelledBy: string;
  onRevoke: (apiKey: ApiKey) => void;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {apiKeys.map((apiKey) => (
        <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}
