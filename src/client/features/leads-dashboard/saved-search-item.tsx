// One saved search: its filters, applying them, its e-mail digest (changed at once) and deleting it.
import { digestLabels } from '../../../shared/copy/saved-searches';
import { digestFrequencies, type DigestFrequency, type SavedSearch } from '../../../shared/schemas/saved-searches';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { useUpdateSavedSearch } from './api/saved-searches';
import { describeFilters } from './saved-search-summary';

export function SavedSearchItem({
  search,
  onApply,
  onDelete,
}: {
  search: SavedSearch;
  onApply: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}) {
  const update = useUpdateSavedSearch();
  const changeDigest = (digest: DigestFrequency) =>
    update.mutate(
      { id: search.id, digest },
      {
        onSuccess: () =>
          toast({ title: 'Avisos actualizados', description: `«${search.name}»: ${digestLabels[digest]}.`, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'No se pudieron cambiar los avisos.'), variant: 'destructive' }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold break-words text-slate-900">{search.name}</h3>
        <p className="text-sm text-slate-700">{describeFilters(search.filters)}</p>
      </div>
      {/* At the bottom of the card, so the cards of one row line their controls up. */}
      <div className="mt-auto flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <SelectField
            label="Avisos por correo"
            value={search.digest}
            disabled={update.isPending}
            onChange={(event) => changeDigest(event.target.value as DigestFrequency)}
          >
            {digestFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {digestLabels[frequency]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex gap-3">
          <Button type="button" onClick={() => onApply(search)} aria-label={`Aplicar la búsqueda ${search.name}`}>
            Aplicar
          </Button>
          <Button type="button" variant="secondary" onClick={() => onDelete(search)} aria-label={`Borrar la búsqueda ${search.name}`}>
            Borrar
          </Button>
        </div>
      </div>
    </li>
  );
}
