import type { HTMLAttributes } from 'react';

/** The white, bordered surface the screens group their content on. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className ?? ''}`} {...props} />;
}
