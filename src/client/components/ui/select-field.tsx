import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; children: ReactNode };

/** A labelled native select: the phone's own picker, and nothing to re-implement for screen readers. */
export function SelectField({ label, error, id, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id}>
      {(control) => (
        <select
          {...control}
          className={`h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${controlBorder(error)} ${className ?? ''}`}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
