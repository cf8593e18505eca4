import type { ReactNode } from 'react';

/** An account section's button with the line that confirms it worked, announced to screen readers. */
export function ActionRow({ children, done }: { children: ReactNode; done: string | false }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {done || ''}
      </p>
    </div>
  );
}
