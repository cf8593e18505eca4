import { lazy, Suspense } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { useAuth } from '../../api/auth-user';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

const signInLink = (
  <a
    href={apiPaths.login()}
    className="whitespace-nowrap rounded-md bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 sm:px-4"
  >
    Iniciar Sesión
  </a>
);

/** Visitors see "Iniciar Sesión"; signed-in people get the menu (its dropdown code loads only for them). */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return signInLink;
  return (
    <Suspense fallback={<span className="block size-10" aria-hidden="true" />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
