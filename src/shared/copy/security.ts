// Spanish texts of the security log and its alerts (docs/security.md#security-log-and-alerts), shared by the console
// screen, the CSV and the alert e-mail.
import type { SecurityAlertKind, SecurityDetail, SecurityEventType } from '../schemas/security';

export const securityEventLabels: Record<SecurityEventType, string> = {
  sign_in: 'Inicio de sesión',
  sign_in_failed: 'Inicio de sesión fallido',
  password_reset: 'Contraseña restablecida',
  password_changed: 'Contraseña cambiada',
  api_key_created: 'Clave de API creada',
  api_key_revoked: 'Clave de API revocada',
  webhook_changed: 'Webhook modificado',
  export: 'Exportación CSV',
  bulk_read: 'Lectura de contactos',
  two_factor_enabled: 'Verificación en dos pasos activada',
  two_factor_disabled: 'Verificación en dos pasos desactivada',
  two_factor_reset: 'Verificación en dos pasos restablecida',
  recovery_codes_regenerated: 'Códigos de recuperación nuevos',
  recovery_code_used: 'Código de recuperación usado',
};

export const securityAlertLabels: Record<SecurityAlertKind, string> = {
  bulk_contact_reads: 'Lectura de contactos fuera de lo usual',
  failed_sign_ins: 'Muchos inicios de sesión fallidos',
  new_key_address: 'Clave de API nueva usada desde otra dirección',
};

export const securityRoleLabels = { buyer: 'Comprador', institution: 'Personal de institución', admin: 'Operador' } as const;

/** An account as the log shows it: staff and operators by e-mail, a buyer by role only. */
export function describeSecurityAccount(
  account: { id: string; role: keyof typeof securityRoleLabels | null; email: string | null } | null,
): string {
  if (!account) return '';
  if (account.email) return account.email;
  return `${account.role ? securityRoleLabels[account.role] : 'Cuenta eliminada'} (${account.id.slice(0, 8)})`;
}

export const securityCopy = {
  alertNotFound: 'No encontramos esa alerta.',
  acknowledged: 'Alerta marcada como revisada.',
} as const;

const methodLabels: Record<string, string> = {
  password: 'con contraseña',
  second_factor: 'con contraseña y código',
  recovery_code: 'con contraseña y código de recuperación',
  institution_login: 'en el portal de instituciones',
};

const stepLabels: Record<string, string> = { password: 'contraseña incorrecta', code: 'código incorrecto' };

const webhookActions: Record<string, string> = { created: 'creado', disabled: 'desactivado' };

const number = (value: SecurityDetail[string] | undefined) => (typeof value === 'number' ? value : 0);

/** One line saying what a log entry's detail means, for the console and the CSV; '' when it has nothing to add. */
export function describeSecurityDetail(type: SecurityEventType, detail: SecurityDetail | null): string {
  if (!detail) return '';
  const parts: string[] = [];
  if (typeof detail.method === 'string') parts.push(methodLabels[detail.method] ?? detail.method);
  if (typeof detail.step === 'string') parts.push(stepLabels[detail.step] ?? detail.step);
  if (type === 'sign_in_failed' && detail.knownAccount === false) parts.push('correo sin cuenta');
  if (typeof detail.by === 'string' && detail.by === 'operator') parts.push('por un operador');
  if (typeof detail.apiKeyName === 'string') parts.push(`clave «${detail.apiKeyName}»`);
  if (typeof detail.action === 'string') parts.push(`webhook ${webhookActions[detail.action] ?? detail.action}`);
  if (typeof detail.url === 'string') parts.push(detail.url);
  if (typeof detail.route === 'string') parts.push(detail.route);
  if (type === 'bulk_read') parts.push(`${number(detail.count)} contactos`);
  if (typeof detail.viaApiKey === 'boolean' && detail.viaApiKey) parts.push('con clave de API');
  return parts.join(' · ');
}

/** What an alert says, in one sentence, for the console and the e-mail to the operators. */
export function describeSecurityAlert(
  kind: SecurityAlertKind,
  detail: SecurityDetail,
  names: { institution?: string | null; account?: string | null; apiKey?: string | null },
): string {
  if (kind === 'bulk_contact_reads') {
    const usual = number(detail.usualHigh) > 0 ? ` (su máximo por hora en 30 días: ${number(detail.usualHigh)})` : '';
    return `${names.institution ?? 'Una institución'} leyó o exportó ${number(detail.count)} contactos en una hora${usual}.`;
  }
  if (kind === 'failed_sign_ins') {
    return `${number(detail.failures)} inicios de sesión fallidos en ${number(detail.minutes)} minutos en la cuenta ${names.account ?? 'de un comprador'}.`;
  }
  const key = names.apiKey ? `«${names.apiKey}»` : '';
  return `La clave de API ${key} de ${names.institution ?? 'una institución'}, creada hace menos de 7 días, se usó desde una dirección nueva: ${String(detail.address ?? '')}.`.replace(
    '  ',
    ' ',
  );
}
