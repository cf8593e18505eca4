// Small pieces the console's pages share: a table that scrolls inside its own box, and paging.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** A wide table that scrolls sideways inside its own focusable box, so the page never does. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A box that scrolls must be reachable by keyboard to be scrolled (axe's scrollable-region-focusable). `relative`
    // keeps absolutely placed children (the sr-only header text) inside the box, or a phone widens the whole page.
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const th = 'border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-800';
export const td = 'border-b border-slate-100 px-3 py-2 align-top text-slate-800';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-slate-700">
        Página {page} de {pages} · {total} en total
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
