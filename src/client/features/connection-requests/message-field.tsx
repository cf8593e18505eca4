import { useId, type ComponentProps } from 'react';

type MessageFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string };

/** A labelled textarea, styled like `Field`. */
export function MessageField({ label, hint, id, className, ...textarea }: MessageFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-describedby={hint ? hintId : undefined}
        className={`min-h-24 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:bg-slate-100 ${className ?? ''}`}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
