// Every published version of one programme, newest first, with what it changed from the one before
// (docs/product/programme.md#programme-parameters-as-data). Version 1's note says where it differs from the public record.
import { useId } from 'react';
import type { AssistanceParameters, ProgrammeKind, ProgrammeParameters, ProgrammeSource } from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { changesBetween, formatEffectiveDate, type AdminProgrammeOf } from './programme-fields';

type Status = 'in-force' | 'scheduled' | 'earlier';

const statusLabels: Record<Status, string> = { 'in-force': 'En vigor', scheduled: 'Programada', earlier: 'Anterior' };
const statusStyles: Record<Status, string> = {
  'in-force': 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-amber-100 text-amber-900',
  earlier: 'bg-slate-100 text-slate-800',
};

interface Version {
  version: number;
  effectiveFrom: string;
  publishedAt: string;
  publishedBy: string | null;
  sourceUrl: string;
  sources: ProgrammeSource[];
  note: string;
  parameters: ProgrammeParameters | AssistanceParameters;
}

function statusOf(version: Version, current: Version, today: string): Status {
  if (version.version === current.version) return 'in-force';
  return version.effectiveFrom > today ? 'scheduled' : 'earlier';
}

/** Only web addresses become links; anything else is shown as text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function VersionEntry({
  kind,
  version,
  previous,
  status,
}: {
  kind: ProgrammeKind;
  version: Version;
  previous: Version | undefined;
  status: Status;
}) {
  const changes = previous ? changesBetween(kind, previous.parameters, version.parameters) : [];
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">Versión {version.version}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status]}`}>{statusLabels[status]}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-700">Vigente desde</dt>
        <dd className="text-slate-900">{formatEffectiveDate(version.effectiveFrom)}</dd>
        <dt className="font-medium text-slate-700">Publicada</dt>
        <dd className="break-words text-slate-900">
          {version.publishedBy
            ? `${formatDateTime(version.publishedAt)} por ${version.publishedBy}`
            : 'Con la aplicación (cifras iniciales)'}
        </dd>
        <dt className="font-medium text-slate-700">Fuente oficial</dt>
        <dd className="break-all text-slate-900">
          {isWebAddress(version.sourceUrl) ? (
            <a href={version.sourceUrl} target="_blank" rel="noreferrer" className="text-blue-800 underline">
              {version.sourceUrl}
            </a>
          ) : (
            version.sourceUrl
          )}
        </dd>
        {version.sources.length > 0 && (
          <>
            <dt className="font-medium text-slate-700">Fuentes</dt>
            <dd className="text-slate-900">
              <ul className="grid gap-1">
                {version.sources.map((source) => (
                  <li key={`${source.url} ${source.covers}`} className="grid break-words">
                    {isWebAddress(source.url) ? (
                      <a href={source.url} target="_blank" rel="noreferrer" className="break-all text-blue-800 underline">
                        {source.url}
                      </a>
                    ) : (
                      <span className="break-all">{source.url}</span>
                    )}
                    <span className="text-slate-700">{source.covers}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Nota</dt>
        <dd className="whitespace-pre-line break-words text-slate-900">{version.note}</dd>
      </dl>
      {previous ? (
        <div className="text-sm">
          <p className="font-medium text-slate-700">Cambios respecto a la versión {previous.version}:</p>
          {changes.length === 0 ? (
            <p className="text-slate-800">Las mismas cifras.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-900">
              {changes.map((change) => (
                <li key={change.label} className="break-words">
                  {change.label}: {change.from} → {change.to}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">Primera versión: las cifras con las que abrió Casa Joven PR.</p>
      )}
    </li>
  );
}

export function ProgrammeHistory<K extends ProgrammeKind>({ kind, programme }: { kind: K; programme: AdminProgrammeOf<K> }) {
  const titleId = useId();
  const today = puertoRicoDate(new Date());
  // Newest first; each version is compared with the one numbered before it.
  const byNumber = [...programme.versions].sort((a, b) => b.version - a.version);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        Historial de versiones
      </h2>
      <ol className="divide-y divide-slate-200">
        {byNumber.map((version, index) => (
          <VersionEntry
            key={version.version}
            kind={kind}
            version={version}
            previous={byNumber[index + 1]}
            status={statusOf(version, programme.current, today)}
          />
        ))}
      </ol>
    </Card>
  );
}
