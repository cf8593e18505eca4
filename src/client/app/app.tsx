import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/ui/toaster';
import { BuyerNotices } from './layout/buyer-notices';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { useLiveEvents } from './live-events';
import { AppRoutes } from './routes';

function LiveEvents() {
  useLiveEvents();
  return null;
}

/** The whole client. `ssrPath` is set only when pre-rendering at build time. */
export function App({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Saltar al contenido
        </a>
        {/* The screens have their own boundaries; this one catches the header's and footer's failures. */}
        <ErrorBoundary area="public">
          <div className="flex min-h-screen flex-col">
            <Header />
            <BuyerNotices />
            <main id="contenido" className="flex-1">
              <AppRoutes />
            </main>
            <Footer />
          </div>
        </ErrorBoundary>
        <LiveEvents />
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
}
