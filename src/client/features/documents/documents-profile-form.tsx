import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { employmentTypeLabels, employmentTypes, maritalStatusLabels, maritalStatuses } from '../../../shared/choices';
import { housingOptions } from '../../../shared/housing-options';
import { documentsProfileSchema, type DocumentsProfile, type DocumentsRecord } from '../../../shared/schemas/documents';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { useSaveDocumentsProfile } from './api/save-documents-profile';

const questions: Array<{ name: 'employmentType' | 'housingType' | 'maritalStatus'; label: string; options: Array<[string, string]> }> = [
  { name: 'employmentType', label: 'Tipo de empleo', options: employmentTypes.map((type) => [type, employmentTypeLabels[type]]) },
  { name: 'housingType', label: 'Opción de vivienda', options: housingOptions.map((option) => [option.id, option.title]) },
  { name: 'maritalStatus', label: 'Estado civil', options: maritalStatuses.map((status) => [status, maritalStatusLabels[status]]) },
];

interface Props {
  defaults: Partial<DocumentsProfile>;
  onSaved: (record: DocumentsRecord) => void;
}

/** docs/product/screens.md and validation.md documents profile; the server generates and stores the list (POST /api/documents). */
export function DocumentsProfileForm({ defaults, onSaved }: Props) {
  const form = useForm<DocumentsProfile>({ resolver: zodResolver(documentsProfileSchema), defaultValues: defaults });
  const save = useSaveDocumentsProfile(onSaved);
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((profile) => save.mutate(profile))}>
      {questions.map(({ name, label, options }) => (
        <SelectField key={name} label={label} error={errors[name]?.message} {...form.register(name)}>
          <option value="">Selecciona…</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5 accent-blue-700" {...form.register('hasDependents')} />
        Tengo dependientes (hijos u otras personas a mi cargo)
      </label>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Generando lista...' : 'Generar mi lista'}
      </Button>
    </form>
  );
}
