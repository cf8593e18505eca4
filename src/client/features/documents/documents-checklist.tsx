import { Download } from 'lucide-react';
import { useState } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import type { BuyerDocument, MyDocuments } from '../../../shared/schemas/buyer-documents';
import type { DocumentsRecord } from '../../../shared/schemas/documents';
import { formatDate } from '../../lib/format';
import { formatBytes } from '../../lib/format-bytes';
import { DocumentDeleteDialog } from './document-delete-dialog';
import { DocumentItem } from './document-item';

/** A file whose item is not on the current list (the list was generated again): kept and shown, never hidden. */
const earlierList = 'De una lista anterior';

interface Props {
  record: DocumentsRecord;
  /** The buyer's files; undefined while they load (or when they could not be read: `problem` says so). */
  files: MyDocuments | undefined;
  problem: string | null;
}

/** The personalised list, grouped by category (docs/product/screens.md#documents), each item with its papers. */
export function DocumentsChecklist({ record, files, problem }: Props) {
  const [deleting, setDeleting] = useState<BuyerDocument | null>(null);
  const count = record.documentsGenerated.reduce((total, category) => total + category.docs.length, 0);
  const byItem = new Map<string, BuyerDocument[]>();
  for (const document of files?.documents ?? []) byItem.set(document.item, [...(byItem.get(document.item) ?? []), document]);
  const listed = new Set(record.documentsGenerated.flatMap((category) => category.docs.map(checklistItemId)));
  const others = (files?.documents ?? []).filter((document) => !listed.has(document.item));
  const notApplicable = new Set(files?.notApplicable ?? []);
  const itemProps = (item: string) => ({
    item,
    documents: byItem.get(item) ?? [],
    notApplicable: notApplicable.has(item),
    onDelete: setDeleting,
  });

  return (
    <section aria-labelledby="lista-documentos" className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="lista-documentos" className="text-xl font-bold text-slate-900">
            Tu lista de documentos
          </h2>
          <p className="text-sm text-slate-700">
            {count} documentos · generada el {formatDate(record.createdAt)}
          </p>
          {files && (
            <p className="text-sm text-slate-700">
              Usas {formatBytes(files.usedBytes)} de {formatBytes(files.quotaBytes)}. PDF, JPEG o PNG, hasta 20 MB cada archivo.
            </p>
          )}
        </div>
        {files && files.documents.length > 0 && (
          <a
            href={apiPaths.myDocumentsZip}
            download
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto"
          >
            <Download className="size-4" aria-hidden="true" />
            Descargar mis documentos
          </a>
        )}
      </div>
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-950">
        Tus archivos se guardan cifrados y nadie los ve hasta que tú los compartes con una institución. En el teléfono puedes tomar fotos de
        cada página con la cámara.
      </p>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      {record.documentsGenerated.map((group) => (
        <div key={group.category} className="grid gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-blue-800">{group.category}</h3>
          {files ? (
            <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
              {group.docs.map((doc) => (
                <DocumentItem key={doc} label={doc} {...itemProps(checklistItemId(doc))} />
              ))}
            </div>
          ) : (
            <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
              {group.docs.map((doc) => (
                <li key={doc}>{doc}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {others.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-blue-800">{earlierList}</h3>
          <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
            {[...new Set(others.map((document) => document.item))].map((item) => (
              <DocumentItem key={item} label={item.replaceAll('-', ' ')} {...itemProps(item)} />
            ))}
          </div>
        </div>
      )}
      <DocumentDeleteDialog document={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
