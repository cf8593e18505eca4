import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface RadioOption {
  value: string;
  label: string;
}

/** A fieldset of native radios with its legend, an optional hint under it and the error in red under the group; both are read with each radio. */
export function RadioGroupField({
  legend,
  options,
  hint,
  error,
  registration,
  columns = 2,
}: {
  legend: string;
  options: RadioOption[];
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  columns?: 1 | 2;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={`grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              value={option.value}
              aria-describedby={describedBy}
              className="size-4 shrink-0 accent-blue-700 outline-none"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
