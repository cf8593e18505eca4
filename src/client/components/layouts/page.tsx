import type { ReactNode } from 'react';

/** A screen's heading and width; every screen sets its document title through here. */
export function Page({ title, subtitle, wide, children }: { title: string; subtitle?: string; wide?: boolean; children?: ReactNode }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-5xl'} px-4 py-8 sm:py-10`}>
      <title>{`${title} · Casa Joven PR`}</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
