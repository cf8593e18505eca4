import { FileCheck2 } from 'lucide-react';
import type { DocumentsRecord } from '../../../shared/schemas/documents';
import { formatDate } from '../../lib/format';

/** The personalised list, grouped by category (docs/product/screens.md#documents). */
export function DocumentsChecklist({ record }: { record: DocumentsRecord }) {
  const count = record.documentsGenerated.reduce((total, category) => total + category.docs.length, 0);
  return (
    <section aria-labelledby="lista-documentos" className="grid gap-4">
      <div>
        <h3 id="lista-documentos" className="text-lg font-bold text-slate-900">
          Tu lista de documentos
        </h3>
        <p className="text-sm text-slate-700">
          {count} documentos · generada el {formatDate(record.createdAt)}
        </p>
      </div>
      {record.documentsGenerated.map((group) => (
        <div key={group.category}>
          <h4 className="text-sm font-semibold uppercase tracking-wide text-blue-800">{group.category}</h4>
          <ul className="mt-2 grid gap-2">
            {group.docs.map((doc) => (
              <li key={doc} className="flex items-start gap-2 text-sm text-slate-800">
                <FileCheck2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {doc}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
