// "Guardar búsqueda": the dashboard's applied filters under a name, with how often staff want an e-mail of new leads.
import { useState, type FormEvent } from 'react';
import { digestLabels, savedSearchCopy } from '../../../shared/copy/saved-searches';
import { digestFrequencies, savedSearchNameMaxLength, type DigestFrequency } from '../../../shared/schemas/saved-searches';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useSaveSearch } from './api/saved-searches';
import type { FilterForm } from './filters-query';
import { describeFilters, setFilters } from './saved-search-summary';

export function SavedSearchForm({ filters, open, onClose }: { filters: FilterForm; open: boolean; onClose: () => void }) {
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [digest, setDigest] = useState<DigestFrequency>('none');
  const [nameError, setNameError] = useState<string | undefined>();

  const close = () => {
    if (save.isPending) return;
    save.reset();
    setNameError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(savedSearchCopy.nameRequired);
    setNameError(undefined);
    save.mutate(
      { name, filters: setFilters(filters), digest },
      {
        onSuccess: (saved) => {
          toast({ title: 'Búsqueda guardada', description: `«${saved.name}» está en tus búsquedas guardadas.`, variant: 'success' });
          setName('');
          setDigest('none');
          close();
        },
        // A name in use (409) or refused (400) belongs under the name; anything else under the form.
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.issues.some((issue) => issue.path[0] === 'name'))) {
            setNameError(error.serverMessage ?? undefined);
          }
        },
      },
    );
  };
  const formError = save.error instanceof ApiError && nameError ? null : save.error;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Guardar búsqueda"
      description="Guarda los filtros aplicados con un nombre para volver a ellos y, si quieres, recibir por correo los leads nuevos que coincidan."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          <span className="font-semibold">Filtros:</span> {describeFilters(setFilters(filters))}
        </p>
        <Field
          label="Nombre de la búsqueda"
          value={name}
          maxLength={savedSearchNameMaxLength}
          autoComplete="off"
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField label="Avisos por correo" value={digest} onChange={(event) => setDigest(event.target.value as DigestFrequency)}>
          {digestFrequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {digestLabels[frequency]}
            </option>
          ))}
        </SelectField>
        <FormError error={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar búsqueda'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
