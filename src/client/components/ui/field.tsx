import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

/** React 19 passes `ref` as a prop: it reaches the input with the rest (react-hook-form's register, a focus ref). */
type FieldProps = ComponentPropsWithRef<'input'> & { label: string; error?: string; hint?: ReactNode };

/** A labelled input whose error sits in red under it and is announced with the field. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <input
          {...control}
          className={`h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:bg-slate-100 ${controlBorder(error)} ${className ?? ''}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
