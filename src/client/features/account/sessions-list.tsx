import { Monitor } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ActionRow } from './action-row';
import { formatDateTime } from '../../lib/format';
import { describeUserAgent } from '../../lib/user-agent';
import { FormError } from '../../components/ui/form-error';
import { useCurrentSession, useEndOtherSessions, useEndSession, useSessions } from './api/sessions';

/** better-auth's active sessions of this account, this one first and marked; each other one can be ended. */
export function SessionsList() {
  const sessions = useSessions();
  const current = useCurrentSession();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();

  const currentId = current.data?.session.id;
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt),
  );
  const others = list.filter((session) => session.id !== currentId).length;

  return (
    <Card as="section" aria-labelledby="cuenta-sesiones" className="grid gap-4">
      <div>
        <h2 id="cuenta-sesiones" className="text-lg font-semibold text-slate-900">
          Sesiones activas
        </h2>
        <p className="text-sm text-slate-600">
          Los dispositivos donde tu cuenta está abierta. Si no reconoces uno, ciérralo y cambia tu contraseña.
        </p>
      </div>
      {sessions.isError && <p className="text-sm text-red-700">No se pudieron cargar tus sesiones. Recarga la página.</p>}
      <ul className="grid gap-3" aria-label="Sesiones">
        {list.map((session) => {
          const device = describeUserAgent(session.userAgent);
          const mine = session.id === currentId;
          return (
            <li key={session.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:flex sm:items-start">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <p className="font-semibold text-slate-900">
                    {device}
                    {mine && (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        Esta sesión
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">Inició: {formatDateTime(session.createdAt)}</p>
                  <p className="text-slate-600">Última actividad: {formatDateTime(session.updatedAt)}</p>
                </div>
              </div>
              {!mine && (
                <Button
                  variant="secondary"
                  className="h-9 justify-self-start px-3"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.token)}
                  aria-label={`Cerrar sesión: ${device}, iniciada ${formatDateTime(session.createdAt)}`}
                >
                  Cerrar sesión
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <FormError error={endOne.error ?? endOthers.error} />
      <ActionRow done={endOthers.isSuccess && !endOthers.isPending && 'Cerramos tus demás sesiones.'}>
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Cerrar las demás sesiones
        </Button>
      </ActionRow>
    </Card>
  );
}
