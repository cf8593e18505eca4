import { contactMethodLabels } from '../../../shared/choices';
import type { PublicInstitution } from '../../../shared/schemas/institutions';
import { Button } from '../../components/ui/button';

const groups: Array<[PublicInstitution['kind'], string]> = [
  ['bank', 'Bancos'],
  ['cooperative', 'Cooperativas'],
  ['mortgage', 'Casas hipotecarias'],
];

/** Institution selection: at least one must be chosen before "Generar carta". */
export function BankSelection({
  institutions,
  selected,
  onChange,
  onBack,
  onGenerate,
}: {
  institutions: PublicInstitution[];
  selected: string[];
  onChange: (selected: string[]) => void;
  onBack: () => void;
  onGenerate: () => void;
}) {
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <div className="grid gap-4">
      {groups.map(([kind, heading]) => {
        const members = institutions.filter((institution) => institution.kind === kind);
        if (members.length === 0) return null;
        return (
          <fieldset key={kind} className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{heading}</legend>
            {members.map((institution) => (
              <label
                key={institution.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-blue-700"
                  checked={selected.includes(institution.id)}
                  onChange={(event) => toggle(institution.id, event.target.checked)}
                />
                <span className="grid min-w-0 text-sm font-medium text-slate-900">
                  {institution.name}
                  <span className="text-xs font-normal text-slate-600">
                    {/* A test institution's name already ends in "(prueba)" (the server adds it). */}
                    {contactMethodLabels[institution.contactMethod]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <p className="text-sm text-slate-700" aria-live="polite">
        {selected.length === 0
          ? 'Selecciona al menos una institución.'
          : `${selected.length} ${selected.length === 1 ? 'institución seleccionada' : 'instituciones seleccionadas'}.`}
      </p>
      <div className="grid gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Volver
        </Button>
        <Button onClick={onGenerate} disabled={selected.length === 0}>
          Generar carta
        </Button>
      </div>
    </div>
  );
}
