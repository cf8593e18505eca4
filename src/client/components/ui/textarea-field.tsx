import type { ComponentProps, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: ReactNode };

/** A labelled textarea, styled like `Field`; `className` sets its height (e.g. `min-h-72`). */
export function TextareaField({ label, error, hint, id, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={`w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:bg-slate-100 ${controlBorder(error)} ${className ?? 'min-h-24'}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
