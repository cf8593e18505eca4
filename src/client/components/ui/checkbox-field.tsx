import type { InputHTMLAttributes } from 'react';

/** A native checkbox with its label beside it, in a 44 px tall target. */
export function CheckboxField({ label, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 ${className ?? ''}`}>
      <input type="checkbox" className="size-5 shrink-0 accent-blue-700" {...input} />
      {label}
    </label>
  );
}
