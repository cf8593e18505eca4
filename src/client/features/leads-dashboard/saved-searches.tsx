// docs/product/screens.md#leads-dashboard: "Guardar búsqueda" beside the filters and the institution's saved
// searches (docs/product/lender-integrations.md#saved-searches-and-digests).
import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import type { SavedSearch } from '../../../shared/schemas/saved-searches';
import { Button } from '../../components/ui/button';
import { useSavedSearches } from './api/saved-searches';
import { emptyFilters, type FilterForm } from './filters-query';
import { SavedSearchDeleteDialog } from './saved-search-delete-dialog';
import { SavedSearchForm } from './saved-search-form';
import { SavedSearchItem } from './saved-search-item';

export function SavedSearches({ filters, onApply }: { filters: FilterForm; onApply: (filters: FilterForm) => void }) {
  const searches = useSavedSearches();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const apply = (search: SavedSearch) => onApply({ ...emptyFilters, ...search.filters });

  return (
    <section aria-labelledby="saved-searches-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-searches-heading" className="text-lg font-semibold text-slate-900">
          Búsquedas guardadas
        </h2>
        <Button type="button" variant="secondary" onClick={() => setSaving(true)}>
          <BookmarkPlus className="size-5" aria-hidden="true" />
          Guardar búsqueda
        </Button>
      </div>
      {searches.isError ? (
        <p className="text-red-900">No se pudieron cargar tus búsquedas guardadas.</p>
      ) : searches.data && searches.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          Aún no tienes búsquedas guardadas. Aplica filtros y pulsa «Guardar búsqueda» para volver a ellos y recibir por correo los leads
          nuevos que coincidan.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {searches.data?.map((search) => (
            <SavedSearchItem key={search.id} search={search} onApply={apply} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <SavedSearchForm filters={filters} open={saving} onClose={() => setSaving(false)} />
      <SavedSearchDeleteDialog search={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
