import { Button } from './button';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a cursor-paged list (a TanStack infinite query), or nothing when there is none. */
export function LoadMoreButton({ pages, label = 'Cargar más' }: { pages: Pages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-center"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Cargando...' : label}
    </Button>
  );
}
