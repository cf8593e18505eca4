import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { apiPaths } from '../../shared/api-paths';
import type { Role } from '../../shared/schemas/auth';
import { screens } from '../../shared/screens';
import { toastAcrossNavigation } from '../components/ui/toast-store';
import { mayReadData, useAuth } from '../api/auth-user';
import { Loading } from '../components/ui/loading';

export const loginRedirectDelayMs = 500;

// Loaded with the first signed-in screen, keeping the plan code out of the landing page's JavaScript.
const PlanSync = lazy(() => import('./plan-sync'));

const loginUrl = () => apiPaths.login(window.location.pathname + window.location.search);

function useSignInRedirect(signedOut: boolean) {
  useEffect(() => {
    if (!signedOut) return;
    // Carried to the login screen too: on a phone the redirect can come before this one is painted.
    toastAcrossNavigation({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(loginUrl()), loginRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [signedOut]);
}

/**
 * Staff and operators whose session has not passed a second factor yet: the server answers them nothing but "who am
 * I", so they go to enrol (or give their code) first, and come back here (docs/product/two-factor.md).
 */
const secondFactorFirst = () => (
  <Redirect to={`${screens.twoFactor}?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`} replace />
);

/**
 * Screens for anyone signed in, whatever the role (the account page): signed-out visitors are sent to sign in.
 * `beforeSecondFactor` is for the second factor's own screen, the one place a session that has not passed it may stay.
 */
export function RequireSignedIn({ children, beforeSecondFactor = false }: { children: ReactNode; beforeSecondFactor?: boolean }) {
  const { user, isLoading } = useAuth();
  useSignInRedirect(!isLoading && !user);
  if (!user) return <Loading />;
  if (!beforeSecondFactor && !mayReadData(user)) return secondFactorFirst();
  return <>{children}</>;
}

/** Signed-out visitors get the "Unauthorized" toast, "Loading..." and the login endpoint after 500 ms. */
export function RequireBuyer({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  useSignInRedirect(signedOut);

  if (isLoading || signedOut) return <Loading />;
  if (user && user.role === 'institution') return <Redirect to={screens.leadsDashboard} replace />;
  if (!mayReadData(user)) return secondFactorFirst();
  return (
    <>
      <Suspense fallback={null}>
        <PlanSync />
      </Suspense>
      {children}
    </>
  );
}

/**
 * Institution and operator screens: identity comes from the session (docs/product/roles.md#identity-comes-from-the-session). Officers sign
 * in on the portal, operators on /login; both see these screens only from a session that passed a second factor.
 */
export function RequireRole({ role, children }: { role: Exclude<Role, 'buyer'>; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  if (!user || user.role !== role) {
    const signIn =
      role === 'admin' ? `${screens.login}?returnTo=${encodeURIComponent(window.location.pathname)}` : screens.institutionLogin;
    return <Redirect to={signIn} replace />;
  }
  if (!mayReadData(user)) return secondFactorFirst();
  return <>{children}</>;
}
