// docs/product/screens.md "export PDF": the filtered table as a print view that prints itself and closes after 1 s.
import { useEffect, useState } from 'react';
import { leadStateLabels } from '../../../shared/copy/lead-states';
import { variantTag } from '../../../shared/domain/lead-variant';
import { describeContactPreferences } from '../../../shared/schemas/buyer-control';
import { useAuth } from '../../api/auth-user';
import { formatDate } from '../../lib/format';
import { filtersFrom } from './filters-query';
import { usePrintLeads } from './api/print-leads';
import { formatBudget } from '../../lib/format-budget';

export const printCloseDelayMs = 1_000;

export default function PrintViewPage() {
  const { user } = useAuth();
  const [filters] = useState(() => filtersFrom(new URLSearchParams(window.location.search)));
  const rows = usePrintLeads(filters);

  useEffect(() => {
    if (!rows) return;
    window.print();
    const timer = setTimeout(() => window.close(), printCloseDelayMs);
    return () => clearTimeout(timer);
  }, [rows]);

  return (
    <div className="bg-white p-6 text-slate-900">
      <title>Leads · Casa Joven PR</title>
      <h1 className="text-xl font-bold">Leads de {user?.institution?.name}</h1>
      <p className="text-sm text-slate-700">Generado el {formatDate(new Date())}</p>
      {!rows ? (
        <p role="status">Preparando la vista de impresión...</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-xs">
          <thead>
            <tr>
              {['Estado', 'Municipio', 'Presupuesto', 'Fecha', 'Variante', 'Nombre', 'Correo', 'Móvil', 'Cómo contactar'].map((column) => (
                <th key={column} scope="col" className="border-b border-slate-400 px-2 py-1">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id} className="border-b border-slate-200">
                <td className="px-2 py-1">{leadStateLabels[lead.state]}</td>
                <td className="px-2 py-1">{lead.municipio}</td>
                <td className="px-2 py-1">{formatBudget(lead.precioMeta)}</td>
                <td className="px-2 py-1">{formatDate(lead.createdAt)}</td>
                <td className="px-2 py-1">{variantTag(lead.variantTested)}</td>
                <td className="px-2 py-1">{lead.nombre ?? ''}</td>
                <td className="px-2 py-1">{lead.correo ?? ''}</td>
                <td className="px-2 py-1">{lead.movil ?? ''}</td>
                <td className="px-2 py-1">{lead.contactPreferences ? describeContactPreferences(lead.contactPreferences) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
