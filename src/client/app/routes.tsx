// Every screen once. The landing page is eager (it is pre-rendered); every other screen is its own chunk.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { screens } from '../../shared/screens';
import { Landing } from '../features/landing/landing';
import { Loading, RequireBuyer, RequireRole } from './auth-guard';

const Login = lazy(() => import('../features/login/login-page'));
const InstitutionLogin = lazy(() => import('../features/institution-login/institution-login-page'));
const Dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const NotFound = lazy(() => import('../features/not-found/not-found-page'));
const UnderConstruction = lazy(() => import('../features/placeholder/under-construction'));
const Eligibility = lazy(() => import('../features/eligibility/eligibility-page'));
const Calculator = lazy(() => import('../features/calculator/calculator-page'));
const BankContact = lazy(() => import('../features/bank-contact/bank-contact-page'));

/** Screens that later issues build; until then they show their heading and "en construcción". */
const pendingBuyerScreens: Array<[string, string]> = [
  [screens.comparison, 'Comparar Opciones'],
  [screens.properties, 'Explorar Propiedades'],
  [screens.documents, 'Documentos'],
  [screens.guide, 'Guía'],
  [screens.messages, 'Mensajes'],
  [screens.connectionRequests, 'Solicitudes de Conexión'],
];
const pendingInstitutionScreens: Array<[string, string]> = [
  [screens.leadsDashboard, 'Portal de Leads'],
  [screens.paymentSuccess, 'Pago'],
];

const lazyScreen = (Screen: ComponentType, guard?: (children: ReactNode) => ReactNode) => {
  const screen = (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  return guard ? guard(screen) : screen;
};

export function AppRoutes() {
  return (
    <Switch>
      <Route path={screens.home}>
        <Landing />
      </Route>
      <Route path={screens.login}>{lazyScreen(Login)}</Route>
      <Route path={screens.institutionLogin}>{lazyScreen(InstitutionLogin)}</Route>
      <Route path={screens.dashboard}>{lazyScreen(Dashboard, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.eligibility}>{lazyScreen(Eligibility, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.calculator}>{lazyScreen(Calculator, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.bankContact}>{lazyScreen(BankContact, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      {pendingBuyerScreens.map(([path, title]) => (
        <Route key={path} path={path}>
          <RequireBuyer>
            <Suspense fallback={<Loading />}>
              <UnderConstruction title={title} />
            </Suspense>
          </RequireBuyer>
        </Route>
      ))}
      {pendingInstitutionScreens.map(([path, title]) => (
        <Route key={path} path={path}>
          <RequireRole role="institution">
            <Suspense fallback={<Loading />}>
              <UnderConstruction title={title} />
            </Suspense>
          </RequireRole>
        </Route>
      ))}
      <Route>{lazyScreen(NotFound)}</Route>
    </Switch>
  );
}
