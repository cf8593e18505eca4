import type { BankLead, Payment } from '../../../shared/schemas/bank-leads';
import { formatCents, formatDate } from '../../lib/format';

/** docs/product/screens.md: the lead's information as `lead-{id}-{name}.txt`. */
export function leadTextFile(lead: BankLead, payment: Payment): { name: string; text: string } {
  const safeName = (lead.nombre ?? 'lead')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const text = [
    'Casa Joven PR: información del lead',
    '',
    `Nombre: ${lead.nombre ?? ''}`,
    `Correo electrónico: ${lead.correo ?? ''}`,
    `Teléfono móvil: ${lead.movil ?? ''}`,
    `Municipio: ${lead.municipio}`,
    `Presupuesto: ${lead.precioMeta}`,
    `Fecha de registro: ${formatDate(lead.createdAt)}`,
    '',
    `Monto pagado: ${formatCents(payment.amountCents)} USD`,
    `Sesión de pago: ${payment.sessionId}`,
    `Fecha del pago: ${payment.paidAt ? formatDate(payment.paidAt) : ''}`,
  ].join('\r\n');
  return { name: `lead-${lead.id}-${safeName}.txt`, text };
}

export { downloadText as download } from '../../lib/download-text';
