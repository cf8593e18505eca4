import { CalendarPlus, Share2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  createSharesSchema,
  defaultShareDays,
  maxShareDays,
  rejectionReasonLabels,
  type BuyerDocument,
  type BuyerShare,
  type MyDocuments,
} from '../../../shared/schemas/buyer-documents';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useEndShare, useExtendShare, useShareDocuments } from './api/my-documents';

const linkClass = 'font-semibold text-blue-800 underline';

interface Props {
  files: MyDocuments;
  /** The checklist's words for each item id. */
  labels: Map<string, string>;
}

/**
 * docs/product/documents.md#sharing: the buyer chooses documents and one institution they accepted, for 30 days
 * unless they say otherwise; the live shares, each with "Extender" and "Dejar de compartir".
 */
export function DocumentSharing({ files, labels }: Props) {
  const labelOf = (document: BuyerDocument) => labels.get(document.item) ?? document.item.replaceAll('-', ' ');
  return (
    <section aria-labelledby="compartir-documentos" className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <Share2 className="mt-1 size-6 shrink-0 text-blue-700" aria-hidden="true" />
        <div>
          <h2 id="compartir-documentos" className="text-xl font-bold text-slate-900">
            Compartir documentos
          </h2>
          <p className="text-sm text-slate-700">
            Nada se comparte sin que lo elijas. Cada institución ve solo los documentos que le das, y por el tiempo que indiques.
          </p>
        </div>
      </div>
      {files.shareTargets.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          Todavía no hay instituciones con las que puedas compartir. Solo puedes compartir con una institución que aceptaste: acepta su
          solicitud en{' '}
          <Link href={screens.connectionRequests} className={linkClass}>
            Solicitudes de conexión
          </Link>
          , o pulsa «Me interesa» en una de sus{' '}
          <Link href={screens.properties} className={linkClass}>
            propiedades
          </Link>
          .
        </p>
      ) : (
        <ShareForm files={files} labelOf={labelOf} />
      )}
      <LiveShares documents={files.documents} labelOf={labelOf} />
    </section>
  );
}

function ShareForm({ files, labelOf }: { files: MyDocuments; labelOf: (document: BuyerDocument) => string }) {
  const targets = files.shareTargets;
  const [institutionId, setInstitutionId] = useState(targets.length === 1 ? targets[0]!.institutionId : '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState(String(defaultShareDays));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const share = useShareDocuments();
  const ready = files.documents.filter((document) => document.scan === 'clean');
  const waiting = files.documents.length - ready.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createSharesSchema.safeParse({ institutionId, documentIds: chosen, days: days === '' ? undefined : Number(days) });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (found.institutionId) found.institutionId = 'Elige una institución.';
      setProblems(found);
      return;
    }
    setProblems({});
    const name = targets.find((target) => target.institutionId === institutionId)?.institutionName ?? '';
    const length = checked.data.days ?? defaultShareDays;
    share.mutate(
      { institutionId, documentIds: checked.data.documentIds, days: length },
      {
        onSuccess: () => {
          setChosen([]);
          toast({
            title: 'Documentos compartidos',
            description: `${name} puede verlos durante ${length} ${length === 1 ? 'día' : 'días'}.`,
            variant: 'success',
          });
        },
      },
    );
  };

  if (ready.length === 0)
    return (
      <p className="text-sm text-slate-700">
        {waiting > 0
          ? 'Tus documentos se están revisando. Podrás compartirlos cuando termine el análisis de seguridad.'
          : 'Sube un documento de tu lista para poder compartirlo.'}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} aria-label="Compartir documentos con una institución" className="grid gap-4">
      <SelectField
        label="Institución"
        value={institutionId}
        error={problems.institutionId}
        onChange={(event) => setInstitutionId(event.target.value)}
      >
        <option value="">Selecciona una institución…</option>
        {targets.map((target) => (
          <option key={target.institutionId} value={target.institutionId}>
            {target.institutionName}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-900">Documentos</legend>
        {ready.map((document) => (
          <CheckboxField
            key={document.id}
            label={`${document.fileName} · ${labelOf(document)}`}
            className="break-words"
            checked={chosen.includes(document.id)}
            onChange={(event) =>
              setChosen((current) => (event.target.checked ? [...current, document.id] : current.filter((id) => id !== document.id)))
            }
          />
        ))}
        {waiting > 0 && <p className="text-xs text-slate-600">Los documentos que se están revisando aparecerán aquí cuando terminen.</p>}
        {problems.documentIds && (
          <p role="alert" className="text-sm text-red-700">
            {problems.documentIds}
          </p>
        )}
      </fieldset>
      <Field
        label="Días que podrá verlos"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxShareDays}
        value={days}
        error={problems.days}
        hint={`De 1 a ${maxShareDays} días. Puedes dejar de compartir o extender el plazo cuando quieras.`}
        className="sm:max-w-40"
        onChange={(event) => setDays(event.target.value)}
      />
      <FormError error={share.error} />
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={share.isPending}>
        <Share2 className="size-4" aria-hidden="true" />
        {share.isPending ? 'Compartiendo...' : 'Compartir'}
      </Button>
    </form>
  );
}

function reviewText(share: BuyerShare): string {
  if (share.review === 'accepted') return 'Aceptado';
  if (share.review === 'rejected') return `Rechazado${share.reason ? `: ${rejectionReasonLabels[share.reason]}` : ''}`;
  return 'Sin revisar';
}

function LiveShares({ documents, labelOf }: { documents: BuyerDocument[]; labelOf: (document: BuyerDocument) => string }) {
  const end = useEndShare();
  const extend = useExtendShare();
  const byInstitution = new Map<string, { name: string; entries: Array<{ document: BuyerDocument; share: BuyerShare }> }>();
  for (const document of documents)
    for (const share of document.shares) {
      const group = byInstitution.get(share.institutionId) ?? { name: share.institutionName, entries: [] };
      group.entries.push({ document, share });
      byInstitution.set(share.institutionId, group);
    }
  if (byInstitution.size === 0) return null;

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold text-slate-900">Compartidos ahora</h3>
      {[...byInstitution.entries()].map(([institutionId, group]) => (
        <div key={institutionId} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <h4 className="font-semibold text-slate-900">{group.name}</h4>
          <ul className="grid gap-2" aria-label={`Documentos compartidos con ${group.name}`}>
            {group.entries.map(({ document, share }) => (
              <li key={share.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-slate-50 p-2.5 text-sm">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-medium break-all text-slate-900">{document.fileName}</p>
                  <p className="text-slate-700">{labelOf(document)}</p>
                  <p className="text-slate-700">
                    {reviewText(share)} · hasta el {formatDate(share.expiresAt)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="h-9 px-3"
                    aria-label={`Extender ${defaultShareDays} días: ${document.fileName}`}
                    disabled={extend.isPending}
                    onClick={() =>
                      extend.mutate(
                        { shareId: share.id, days: defaultShareDays },
                        {
                          onSuccess: () =>
                            toast({
                              title: 'Plazo extendido',
                              description: `${group.name} podrá verlo ${defaultShareDays} días más.`,
                              variant: 'success',
                            }),
                          onError: (error) =>
                            toast({
                              title: 'No se pudo extender',
                              description: errorMessage(error, 'Inténtalo de nuevo.'),
                              variant: 'destructive',
                            }),
                        },
                      )
                    }
                  >
                    <CalendarPlus className="size-4" aria-hidden="true" /> Extender {defaultShareDays} días
                  </Button>
                  <Button
                    variant="secondary"
                    className="h-9 px-3"
                    aria-label={`Dejar de compartir ${document.fileName} con ${group.name}`}
                    disabled={end.isPending}
                    onClick={() =>
                      end.mutate(share.id, {
                        onSuccess: () =>
                          toast({
                            title: 'Ya no se comparte',
                            description: `${group.name} dejó de ver ${document.fileName}.`,
                            variant: 'success',
                          }),
                        onError: (error) =>
                          toast({
                            title: 'No se pudo dejar de compartir',
                            description: errorMessage(error, 'Inténtalo de nuevo.'),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <XCircle className="size-4" aria-hidden="true" /> Dejar de compartir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
