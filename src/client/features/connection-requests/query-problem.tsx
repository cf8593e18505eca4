import { Button } from '../../components/ui/button';

/** A read that failed: say so and offer to try again (queries are never retried on their own, docs/product/api.md). */
export function QueryProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
    >
      <p className="flex-1">No pudimos cargar esta información.</p>
      <Button variant="secondary" onClick={onRetry}>
        Intentar de nuevo
      </Button>
    </div>
  );
}
