import type { HTMLAttributes } from 'react';

/** The white, bordered surface the screens group their content on; `as="section"` when it is a named region. */
export function Card({ as: Element = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' }) {
  return <Element className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className ?? ''}`} {...props} />;
}
