// The assistance programme's income limits as the console edits them: one row per household size (1 to 8 persons),
// then the programme's rule for larger households (docs/product/programme.md#two-programmes). Driven by props: the
// form owns the typed text and the errors, keyed as the rest of its fields.
import { useId } from 'react';
import { Field } from '../../components/ui/field';
import { controlBorder } from '../../components/ui/field-frame';

export interface IncomeTableProps {
  /** The field keys of the rows, persons 1..n, in order. */
  rowKeys: string[];
  /** The field key of the share per extra person above the last row. */
  extraKey: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

export const personsLabel = (persons: number) => `${persons} ${persons === 1 ? 'persona' : 'personas'}`;

export function IncomeTable({ rowKeys, extraKey, values, errors, onChange }: IncomeTableProps) {
  const captionId = useId();
  return (
    <div className="grid gap-3">
      <table className="w-full border-collapse text-left text-sm" aria-labelledby={captionId}>
        <caption id={captionId} className="sr-only">
          Ingreso anual máximo del hogar según cuántas personas viven en él
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="w-28 py-2 pr-3 font-semibold">
              Hogar de
            </th>
            <th scope="col" className="py-2 font-semibold">
              Ingreso máximo ($)
            </th>
          </tr>
        </thead>
        <tbody>
          {rowKeys.map((key, index) => (
            <tr key={key} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-3 pr-3 font-medium text-slate-800">
                {personsLabel(index + 1)}
              </th>
              <td className="py-2">
                <IncomeCell
                  label={`Ingreso máximo, hogar de ${personsLabel(index + 1)} ($)`}
                  value={values[key] ?? ''}
                  error={errors[key]}
                  onChange={(value) => onChange(key, value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Field
        label={`Por cada persona sobre ${rowKeys.length} (% del límite de 4 personas)`}
        inputMode="decimal"
        value={values[extraKey] ?? ''}
        error={errors[extraKey]}
        onChange={(event) => onChange(extraKey, event.target.value)}
        hint="La regla de HUD: 8 % del límite de 4 personas por cada persona adicional, redondeado a los $50 de arriba."
      />
    </div>
  );
}

/** A cell's input: its label is read by screen readers, the row's heading shows it on screen. */
function IncomeCell({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`h-11 w-full min-w-0 max-w-xs rounded-md border bg-white px-3 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${controlBorder(error)}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
