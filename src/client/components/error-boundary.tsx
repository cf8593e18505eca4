// One boundary per area of the app: a screen that fails shows a Spanish retry screen instead of blanking the whole
// app, and a screen whose chunk is gone after a deploy reloads the page once (docs/decisions/0082-error-boundaries-and-stale-chunks.md).
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { screens } from '../../shared/screens';
import { isStaleChunkError, reloadOnceForStaleChunk, staleChunkReloadWanted } from '../lib/stale-chunk';
import { Button } from './ui/button';
import { Loading } from './ui/loading';

/** Where each area's "back to the start" link goes. */
const startPages = {
  public: screens.home,
  buyer: screens.dashboard,
  institution: screens.leadsDashboard,
  console: screens.adminInstitutions,
} as const;

export type Area = keyof typeof startPages;

interface Props {
  area: Area;
  /** The boundary forgets its error when this changes (the path: another screen may well work). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  caught: { error: unknown } | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown) {
    if (isStaleChunkError(error)) reloadOnceForStaleChunk();
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.caught) this.setState({ caught: null });
  }

  /** A failed import stays failed for this page (React keeps the rejected lazy screen), so only a reload retries it. */
  retry = () => {
    if (isStaleChunkError(this.state.caught?.error)) window.location.reload();
    else this.setState({ caught: null });
  };

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (isStaleChunkError(caught.error) && staleChunkReloadWanted()) return <Loading />;
    return <RetryScreen start={startPages[this.props.area]} onRetry={this.retry} />;
  }
}

function RetryScreen({ start, onRetry }: { start: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Algo salió mal · Casa Joven PR</title>
      <h1 className="text-2xl font-bold text-slate-900">Algo salió mal</h1>
      <p className="mt-2 text-slate-700">
        No pudimos mostrar esta página. Puede ser la conexión o una versión nueva de la aplicación: inténtalo de nuevo.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
        <Button onClick={onRetry}>Reintentar</Button>
        {/* A full load, so the start page comes with the newest build. */}
        <a
          href={start}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
        >
          Volver al inicio
        </a>
      </div>
    </div>
  );
}

export function ErrorBoundary({ area, children }: { area: Area; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Boundary area={area} resetKey={location}>
      {children}
    </Boundary>
  );
}
