// docs/product/documents.md#the-buyer: one status per checklist item, from its files and their shares. What needs the
// buyer comes first (a file the virus scan refused, or a rejection, asks for a new version), then the institutions'
// answers, then what is under way.
import { documentCopy, rejectionReasonLabels, type BuyerDocument, type RejectionReason } from '../../../shared/schemas/buyer-documents';

export type ItemStatus =
  | { kind: 'not-applicable' }
  /** The scan found a virus after the upload (docs/decisions/0137-scan-after-store.md); "Subir otra versión" replaces it. */
  | { kind: 'infected'; documentId: string }
  | { kind: 'missing' }
  | { kind: 'scanning' }
  | { kind: 'uploaded' }
  | { kind: 'shared'; institutions: string[] }
  | { kind: 'accepted'; institutions: string[] }
  /** `documentId`: the rejected version, which "Subir otra versión" replaces. */
  | { kind: 'rejected'; reason: RejectionReason | null; documentId: string };

const names = (list: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format([...new Set(list)]);

export function itemStatus(documents: BuyerDocument[], notApplicable: boolean): ItemStatus {
  if (notApplicable) return { kind: 'not-applicable' };
  if (documents.length === 0) return { kind: 'missing' };
  const infected = documents.find((document) => document.scan === 'infected');
  if (infected) return { kind: 'infected', documentId: infected.id };
  const shares = documents.flatMap((document) => document.shares.map((share) => ({ document, share })));
  const rejected = shares.find(({ share }) => share.review === 'rejected');
  if (rejected) return { kind: 'rejected', reason: rejected.share.reason, documentId: rejected.document.id };
  const accepted = shares.filter(({ share }) => share.review === 'accepted').map(({ share }) => share.institutionName);
  if (accepted.length > 0) return { kind: 'accepted', institutions: accepted };
  if (shares.length > 0) return { kind: 'shared', institutions: shares.map(({ share }) => share.institutionName) };
  if (documents.some((document) => document.scan === 'pending')) return { kind: 'scanning' };
  return { kind: 'uploaded' };
}

export function itemStatusLabel(status: ItemStatus): string {
  switch (status.kind) {
    case 'not-applicable':
      return 'No aplica';
    case 'missing':
      return 'Falta';
    case 'infected':
      return 'Rechazado: tenía un virus';
    case 'scanning':
      return documentCopy.scanPending;
    case 'uploaded':
      return 'Subido';
    case 'shared':
      return `Compartido con ${names(status.institutions)}`;
    case 'accepted':
      return `Aceptado por ${names(status.institutions)}`;
    case 'rejected':
      return status.reason ? `Rechazado: ${rejectionReasonLabels[status.reason]}` : 'Rechazado';
  }
}
