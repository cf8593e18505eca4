import { FileText, Trash2, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { documentCopy, rejectionReasonLabels, type BuyerDocument, type BuyerShare } from '../../../shared/schemas/buyer-documents';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { formatDate } from '../../lib/format';
import { formatBytes } from '../../lib/format-bytes';
import { useMarkNotApplicable } from './api/my-documents';
import { DocumentUpload } from './document-upload';
import { itemStatus, itemStatusLabel, type ItemStatus } from './item-status';

const tones: Record<ItemStatus['kind'], string> = {
  'not-applicable': 'bg-slate-100 text-slate-700',
  missing: 'bg-slate-100 text-slate-800',
  infected: 'bg-red-50 text-red-900',
  scanning: 'bg-amber-50 text-amber-900',
  uploaded: 'bg-blue-50 text-blue-900',
  shared: 'bg-blue-50 text-blue-900',
  accepted: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
};

function shareLine(share: BuyerShare): string {
  const review =
    share.review === 'accepted'
      ? 'aceptado'
      : share.review === 'rejected'
        ? `rechazado${share.reason ? ` (${rejectionReasonLabels[share.reason]})` : ''}`
        : 'sin revisar';
  return `${share.institutionName}: ${review} · puede verlo hasta el ${formatDate(share.expiresAt)}`;
}

interface Props {
  item: string;
  label: string;
  documents: BuyerDocument[];
  notApplicable: boolean;
  onDelete: (document: BuyerDocument) => void;
}

/** One checklist item (docs/product/documents.md#the-buyer): its status, its files, "Subir" and "No aplica". */
export function DocumentItem({ item, label, documents, notApplicable, onDelete }: Props) {
  const titleId = useId();
  const mark = useMarkNotApplicable();
  const status = itemStatus(documents, notApplicable);
  const replaces = status.kind === 'rejected' || status.kind === 'infected' ? status.documentId : undefined;

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="min-w-0 flex-1 basis-56 text-sm font-medium text-slate-900">
          {label}
        </p>
        {/* A status region: "Revisando…" turning into "Subido" is announced without moving the focus. */}
        <p role="status" className={`rounded-full px-2.5 py-1 text-xs font-semibold break-words ${tones[status.kind]}`}>
          {itemStatusLabel(status)}
        </p>
      </div>

      {documents.length > 0 && (
        <ul className="grid gap-2" aria-label={`Archivos de ${label}`}>
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-slate-50 p-2.5 text-sm">
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                {document.scan === 'infected' ? (
                  // Its file is gone: the row only says why, so the name is not a link.
                  <>
                    <p className="inline-flex min-h-6 items-center gap-1.5 font-medium break-all text-slate-900">
                      <FileText className="size-4 shrink-0" aria-hidden="true" />
                      {document.fileName}
                    </p>
                    <p className="text-red-800">{documentCopy.infected}</p>
                  </>
                ) : (
                  <>
                    <a
                      href={apiPaths.myDocumentFile(document.id)}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex min-h-6 items-center gap-1.5 font-medium break-all text-blue-800 underline"
                    >
                      <FileText className="size-4 shrink-0" aria-hidden="true" />
                      {document.fileName}
                    </a>
                    <p className="text-slate-700">
                      {formatBytes(document.sizeBytes)} · {formatDate(document.createdAt)}
                      {document.scan === 'pending' && ` · ${documentCopy.scanPending}`}
                    </p>
                  </>
                )}
                {document.shares.map((share) => (
                  <p key={share.id} className={share.review === 'rejected' ? 'text-red-800' : 'text-slate-700'}>
                    {shareLine(share)}
                  </p>
                ))}
              </div>
              <Button
                variant="secondary"
                className="h-9 px-3"
                aria-label={`Eliminar ${document.fileName}`}
                onClick={() => onDelete(document)}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Eliminar
              </Button>
            </li>
          ))}
        </ul>
      )}

      {status.kind === 'not-applicable' ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          aria-label={`Deshacer «No aplica»: ${label}`}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ item, notApplicable: false })}
        >
          <Undo2 className="size-4" aria-hidden="true" /> Deshacer «No aplica»
        </Button>
      ) : (
        <DocumentUpload key={replaces ?? 'new'} item={item} itemLabel={label} replaces={replaces}>
          {documents.length === 0 && (
            <Button
              variant="secondary"
              className="px-4"
              aria-label={`No aplica: ${label}`}
              disabled={mark.isPending}
              onClick={() => mark.mutate({ item, notApplicable: true })}
            >
              No aplica
            </Button>
          )}
        </DocumentUpload>
      )}
      <FormError error={mark.error} />
    </article>
  );
}
