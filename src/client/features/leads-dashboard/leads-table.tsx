// docs/product/screens.md's table on wide screens; the same rows as cards on a phone.
import { leadStateLabels } from '../../../shared/copy/lead-states';
import { variantTag } from '../../../shared/domain/lead-variant';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { formatDate, formatShortDate } from '../../lib/format';
import { LeadAction, LeadContact } from './lead-actions';
import { formatBudget } from '../../lib/format-budget';

const stateTone: Record<BankLead['state'], string> = {
  none: 'bg-slate-100 text-slate-800',
  available: 'bg-blue-50 text-blue-900',
  waiting: 'bg-amber-50 text-amber-900',
  accepted: 'bg-emerald-50 text-emerald-900',
  unlocked: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
  revoked: 'bg-red-100 text-red-900',
  closed: 'bg-slate-100 text-slate-700',
};

export function StateBadge({ lead }: { lead: BankLead }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${stateTone[lead.state]}`}>
      {leadStateLabels[lead.state]}
    </span>
  );
}

export function LeadsTable({ leads, institutionName }: { leads: BankLead[]; institutionName: string }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{lead.municipio}</p>
                <p className="text-sm text-slate-700">
                  {formatBudget(lead.precioMeta)} · {formatDate(lead.createdAt)} · {variantTag(lead.variantTested)}
                </p>
              </div>
              <StateBadge lead={lead} />
            </div>
            <div className="mt-3">
              <LeadContact lead={lead} />
            </div>
            <div className="mt-3">
              <LeadAction lead={lead} institutionName={institutionName} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Leads disponibles</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {['Estado', 'Municipio', 'Presupuesto', 'Fecha', 'Variante', 'Contacto', 'Acciones'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {leads.map((lead) => (
              <tr key={lead.id} className="align-top">
                <td className="px-4 py-3">
                  <StateBadge lead={lead} />
                </td>
                <td className="px-4 py-3 font-medium text-slate-900">{lead.municipio}</td>
                <td className="px-4 py-3 text-slate-800">{formatBudget(lead.precioMeta)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-800">{formatShortDate(lead.createdAt)}</td>
                <td className="px-4 py-3 text-slate-800">{variantTag(lead.variantTested)}</td>
                {/* Wide enough for the contact's preferences and certificate links to read as lines, not a column of words. */}
                <td className="min-w-56 px-4 py-3">
                  <LeadContact lead={lead} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <LeadAction lead={lead} institutionName={institutionName} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
