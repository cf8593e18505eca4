// What a bank officer expects beyond docs/product/screens.md: municipality, budget range, status and dates.
import { useState, type FormEvent } from 'react';
import { statusFilterLabels } from '../../../shared/copy/lead-states';
import { bankLeadFiltersSchema, leadStatusFilters } from '../../../shared/schemas/bank-leads';
import { municipalities } from '../../../shared/municipalities';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { emptyFilters, type FilterForm } from './filters-query';

export function LeadFilters({ applied, onApply }: { applied: FilterForm; onApply: (filters: FilterForm) => void }) {
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  // The server's own schema, so a reversed range is explained here instead of failing the list.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bankLeadFiltersSchema.safeParse(draft);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) onApply(draft);
  };
  const clear = () => {
    setDraft(emptyFilters);
    setProblem(null);
    onApply(emptyFilters);
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Filtros de leads">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label="Municipio" value={draft.municipio} onChange={set('municipio')}>
          <option value="">Todos los municipios</option>
          {municipalities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Estado" value={draft.status} onChange={set('status')}>
          <option value="">Todos los estados</option>
          {leadStatusFilters.map((status) => (
            <option key={status} value={status}>
              {statusFilterLabels[status]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Presupuesto mínimo (USD)"
          inputMode="numeric"
          value={draft.minBudget}
          onChange={set('minBudget')}
          placeholder="100000"
        />
        <Field
          label="Presupuesto máximo (USD)"
          inputMode="numeric"
          value={draft.maxBudget}
          onChange={set('maxBudget')}
          placeholder="250000"
        />
        <Field label="Desde" type="date" value={draft.from} onChange={set('from')} />
        <Field label="Hasta" type="date" value={draft.to} onChange={set('to')} />
      </div>
      <FormError error={problem} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Aplicar filtros</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Limpiar filtros
        </Button>
      </div>
    </form>
  );
}
