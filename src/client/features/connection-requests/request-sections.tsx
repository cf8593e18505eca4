import { useId, type ReactNode } from 'react';
import type { UserConnectionRequest } from '../../../shared/schemas/leads';
import { HistoryCard } from './history-card';
import { PendingRequestCard } from './pending-request-card';

const newestFirst = (key: 'createdAt' | 'respondedAt') => (a: UserConnectionRequest, b: UserConnectionRequest) =>
  (b[key] ?? b.createdAt).localeCompare(a[key] ?? a.createdAt);

/** Named by its heading, so assistive technology (and tests) can go to a section by name. */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** docs/product/screens.md: "Solicitudes pendientes" with their count, then "Historial de solicitudes". */
export function RequestSections({ requests }: { requests: UserConnectionRequest[] }) {
  const pending = requests.filter((r) => r.requestStatus === 'pending').sort(newestFirst('createdAt'));
  const answered = requests.filter((r) => r.requestStatus !== 'pending').sort(newestFirst('respondedAt'));
  return (
    <>
      <Section title={`Solicitudes pendientes (${pending.length})`}>
        {pending.length === 0 ? (
          <p className="text-slate-700">No tienes solicitudes por responder.</p>
        ) : (
          <ul className="grid gap-4">
            {pending.map((request) => (
              <li key={request.id}>
                <PendingRequestCard request={request} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {answered.length > 0 && (
        <Section title="Historial de solicitudes">
          <ul className="grid gap-4">
            {answered.map((request) => (
              <li key={request.id}>
                <HistoryCard request={request} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
