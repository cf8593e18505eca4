// docs/product/documents.md#the-institution: on the lead's card, the documents its buyer shared with this institution
// (never the others), each to download (recorded in the contact-access audit before a byte leaves) and to accept or
// reject with a reason; the buyer is told either way and can upload a new version.
import { CheckCircle2, Download, FileText, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { rejectionReasonLabels, rejectionReasons, type LeadDocument, type RejectionReason } from '../../../shared/schemas/buyer-documents';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { formatDate } from '../../lib/format';
import { formatBytes } from '../../lib/format-bytes';
import { useLeadDocuments, useReviewLeadDocument } from './api/lead-documents';

const reviewTone: Record<LeadDocument['review'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  accepted: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
};

function reviewLabel(document: LeadDocument): string {
  if (document.review === 'accepted') return 'Aceptado';
  if (document.review === 'rejected') return `Rechazado${document.reason ? `: ${rejectionReasonLabels[document.reason]}` : ''}`;
  return 'Por revisar';
}

export function LeadDocuments({ leadId }: { leadId: string }) {
  const headingId = useId();
  const documents = useLeadDocuments(leadId);
  return (
    <section aria-labelledby={headingId} className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Documentos compartidos
      </h3>
      {documents.isError ? (
        <FormError error={documents.error} />
      ) : !documents.data ? (
        <p role="status" className="text-sm text-slate-700">
          Cargando documentos...
        </p>
      ) : documents.data.length === 0 ? (
        <p className="text-sm text-slate-700">El comprador aún no ha compartido documentos contigo.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Documentos compartidos por el comprador">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} leadId={leadId} document={document} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({ leadId, document }: { leadId: string; document: LeadDocument }) {
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex items-start gap-1.5 font-semibold break-all text-slate-900">
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {document.fileName}
        </p>
        <p className="text-slate-800">{document.itemLabel}</p>
        <p className="text-slate-700">
          {formatBytes(document.sizeBytes)} · compartido el {formatDate(document.sharedAt)} · disponible hasta el{' '}
          {formatDate(document.expiresAt)}
        </p>
        <p>
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${reviewTone[document.review]}`}>
            {reviewLabel(document)}
          </span>
        </p>
      </div>
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start lg:justify-end">
        <a
          href={apiPaths.leadDocumentFile(leadId, document.id)}
          download
          aria-label={`Descargar ${document.fileName}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Download className="size-4" aria-hidden="true" />
          Descargar
        </a>
        {document.review === 'pending' && <ReviewControls leadId={leadId} document={document} />}
      </div>
    </li>
  );
}

function ReviewControls({ leadId, document }: { leadId: string; document: LeadDocument }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useReviewLeadDocument(leadId);

  const send = (decision: 'accepted' | 'rejected') => {
    if (decision === 'rejected' && !reason) {
      setProblem('Elige el motivo del rechazo.');
      return;
    }
    setProblem(null);
    review.mutate(
      { docId: document.id, review: decision === 'accepted' ? { decision } : { decision, reason: reason as RejectionReason } },
      {
        onSuccess: () =>
          toast({
            title: decision === 'accepted' ? 'Documento aceptado' : 'Documento rechazado',
            description: 'Le avisamos al comprador.',
            variant: 'success',
          }),
      },
    );
  };

  if (!rejecting)
    return (
      <>
        <Button variant="success" aria-label={`Aceptar ${document.fileName}`} disabled={review.isPending} onClick={() => send('accepted')}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Aceptar
        </Button>
        <Button variant="secondary" aria-label={`Rechazar ${document.fileName}`} onClick={() => setRejecting(true)}>
          <XCircle className="size-4" aria-hidden="true" />
          Rechazar
        </Button>
        <div className="sm:basis-full">
          <FormError error={review.error} />
        </div>
      </>
    );

  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 sm:min-w-72">
      <SelectField
        label={`Motivo del rechazo de ${document.fileName}`}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => {
          setReason(event.target.value as RejectionReason | '');
          setProblem(null);
        }}
      >
        <option value="">Elige el motivo…</option>
        {rejectionReasons.map((option) => (
          <option key={option} value={option}>
            {rejectionReasonLabels[option]}
          </option>
        ))}
      </SelectField>
      <FormError error={review.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setRejecting(false)}>
          Cancelar
        </Button>
        <Button disabled={review.isPending} onClick={() => send('rejected')}>
          {review.isPending ? 'Enviando...' : 'Rechazar documento'}
        </Button>
      </div>
    </div>
  );
}
