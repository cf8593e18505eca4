// The alerts on top of /admin/seguridad: what the watch raised, the ones to review first, each with "Marcar como revisada".
import { describeSecurityAccount, describeSecurityAlert, securityAlertLabels } from '../../../shared/copy/security';
import type { SecurityAlert } from '../../../shared/schemas/security';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { formatDateTime } from '../../lib/format';
import { useAcknowledgeAlert, useAlerts } from './api/alerts';

function alertSentence(alert: SecurityAlert): string {
  return describeSecurityAlert(alert.kind, alert.detail, {
    institution: alert.institution?.name,
    account: alert.account ? describeSecurityAccount(alert.account) : null,
    apiKey: alert.apiKey ? `${alert.apiKey.name} (…${alert.apiKey.lastFour})` : null,
  });
}

export function SecurityAlerts() {
  const alerts = useAlerts();
  const acknowledge = useAcknowledgeAlert();
  const open = alerts.data?.items.filter((alert) => !alert.acknowledgedAt).length ?? 0;

  return (
    <section aria-labelledby="alertas" className="mb-8 grid gap-3">
      <h2 id="alertas" className="text-lg font-semibold text-slate-900">
        Alertas{' '}
        {alerts.data && <span className="font-normal text-slate-700">({open === 1 ? '1 sin revisar' : `${open} sin revisar`})</span>}
      </h2>
      {alerts.isError && <FormError error={alerts.error} />}
      {acknowledge.isError && <FormError error={acknowledge.error} />}
      {alerts.data?.items.length === 0 && (
        <p className="text-slate-700">
          No hay alertas. Cuando algo parezca fuera de lo normal, aparecerá aquí y los operadores recibirán un correo.
        </p>
      )}
      {alerts.data && alerts.data.items.length > 0 && (
        <ul aria-label="Alertas de seguridad" className="grid gap-3">
          {alerts.data.items.map((alert) => (
            <li
              key={alert.id}
              className={`grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center ${alert.acknowledgedAt ? 'border-slate-200 bg-white' : 'border-amber-400 bg-amber-50'}`}
            >
              <div className="grid gap-1">
                <p className="font-semibold text-slate-900">{securityAlertLabels[alert.kind]}</p>
                <p className="break-words text-slate-800">{alertSentence(alert)}</p>
                <p className="text-slate-700">
                  {formatDateTime(alert.createdAt)}
                  {alert.acknowledgedAt &&
                    ` · Revisada ${formatDateTime(alert.acknowledgedAt)}${alert.acknowledgedBy ? ` por ${alert.acknowledgedBy}` : ''}`}
                </p>
              </div>
              {!alert.acknowledgedAt && (
                <Button
                  variant="secondary"
                  disabled={acknowledge.isPending && acknowledge.variables === alert.id}
                  onClick={() => acknowledge.mutate(alert.id)}
                  aria-label={`Marcar como revisada: ${securityAlertLabels[alert.kind]}, ${formatDateTime(alert.createdAt)}`}
                >
                  Marcar como revisada
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
