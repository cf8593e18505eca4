import type { TextareaHTMLAttributes } from 'react';
import { controlBorder, FieldFrame } from './field-frame';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export function TextareaField({ label, error, id, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={`min-h-72 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${controlBorder(error)} ${className ?? ''}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
