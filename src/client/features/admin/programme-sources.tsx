// The sources of a version being published: each link with the figures it supports (docs/product/programme.md#programme-parameters-as-data),
// carried over from the version in force so the operator only adds or corrects what changed.
import type { ProgrammeSource } from '../../../shared/programme';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';

export type SourceRow = ProgrammeSource & { id: number };

let nextId = 1;
export const sourceRows = (sources: ProgrammeSource[]): SourceRow[] => sources.map((source) => ({ ...source, id: nextId++ }));

export function ProgrammeSources({
  rows,
  errors,
  onChange,
}: {
  rows: SourceRow[];
  /** Keyed as the schema's paths: `sources.0.url`. */
  errors: Record<string, string>;
  onChange: (rows: SourceRow[]) => void;
}) {
  const update = (id: number, change: Partial<ProgrammeSource>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Fuentes de las cifras</legend>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-800">Ninguna además de la fuente oficial.</p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row, index) => (
            <li
              key={row.id}
              className="grid gap-3 rounded-md bg-slate-50 p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
            >
              <Field
                label={`Enlace ${index + 1}`}
                type="url"
                inputMode="url"
                value={row.url}
                error={errors[`sources.${index}.url`]}
                onChange={(event) => update(row.id, { url: event.target.value })}
              />
              <Field
                label={`Qué cifras respalda ${index + 1}`}
                value={row.covers}
                error={errors[`sources.${index}.covers`]}
                onChange={(event) => update(row.id, { covers: event.target.value })}
              />
              <Button type="button" variant="secondary" className="md:mt-7" onClick={() => onChange(rows.filter((r) => r.id !== row.id))}>
                Quitar<span className="sr-only"> la fuente {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...rows, ...sourceRows([{ url: '', covers: '' }])])}>
          Añadir fuente
        </Button>
      </div>
    </fieldset>
  );
}
