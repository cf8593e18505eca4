import { Home, Menu, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { screens } from '../../../shared/screens';
import { desktopStepCount, journeySteps } from '../steps';
import { mayReadData, useAuth } from '../../api/auth-user';
import { StepLink } from './step-link';
import { badgeText, useUnreadCount } from '../../api/unread-count';
import { UserMenu } from './user-menu';

// The drawer's dialog code loads on first open, keeping the landing page's JavaScript small.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function Header() {
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Officers and operators do not walk the buyer's journey; their header leads to their own area instead.
  const { user } = useAuth();
  const role = user?.role;
  // Before the second factor the server answers staff nothing but "who am I": no badge to ask for yet.
  const portalUnread = useUnreadCount(role === 'institution' && mayReadData(user));
  const staffArea =
    role === 'institution'
      ? { href: screens.leadsDashboard, label: 'Portal de Leads' }
      : role === 'admin'
        ? { href: screens.admin, label: 'Consola' }
        : null;

  return (
    <header className="sticky top-0 print:hidden z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          hidden={staffArea !== null}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
          aria-label="Abrir menú de pasos"
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {drawerOpen && (
          <Suspense fallback={null}>
            <MobileDrawer location={location} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}

        <Link href="/" className="flex shrink-0 items-center gap-2 font-bold text-blue-800">
          <span className="flex size-8 items-center justify-center rounded-lg bg-blue-700 text-white sm:size-9" aria-hidden="true">
            <Home className="size-5" />
          </span>
          {/* Officers' phones need the room for the portal's links; the name stays for screen readers. */}
          <span className={`whitespace-nowrap text-base leading-tight sm:text-lg ${staffArea ? 'sr-only sm:not-sr-only' : ''}`}>
            Casa Joven PR
          </span>
        </Link>

        {staffArea ? (
          <nav aria-label="Portal" className="ml-1 flex flex-1 items-center sm:ml-2">
            <Link
              href={staffArea.href}
              className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {staffArea.label}
            </Link>
            {role === 'institution' && (
              <Link
                href={screens.institutionMessages}
                className="ml-1 inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                <MessageSquare className="size-5 sm:hidden" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Mensajes</span>
                {portalUnread > 0 && (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
                    {badgeText(portalUnread, 99)}
                    <span className="sr-only"> sin leer</span>
                  </span>
                )}
              </Link>
            )}
          </nav>
        ) : (
          <nav aria-label="Pasos" className="ml-2 hidden flex-1 xl:block">
            <ol className="flex items-center gap-0.5">
              {journeySteps.slice(0, desktopStepCount).map((item) => (
                <li key={item.href}>
                  <StepLink {...item} location={location} className="gap-1.5 whitespace-nowrap rounded-md px-1.5 py-2" />
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div className="ml-auto shrink-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
