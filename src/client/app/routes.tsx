// Every screen once. The landing page is eager (it is pre-rendered); every other screen is its own chunk, inside its
// area's error boundary.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { screens } from '../../shared/screens';
import { ErrorBoundary, type Area } from '../components/error-boundary';
import { Loading } from '../components/ui/loading';
import { Landing } from '../features/landing/landing';
import { RequireBuyer, RequireRole, RequireSignedIn } from './auth-guard';

const Login = lazy(() => import('../features/login/login-page'));
const ResetPassword = lazy(() => import('../features/account-recovery/reset-password-page'));
const Account = lazy(() => import('../features/account/account-page'));
const TwoFactor = lazy(() => import('../features/two-factor/two-factor-page'));
const AccountData = lazy(() => import('../features/account-data/account-data-page'));
const InstitutionLogin = lazy(() => import('../features/institution-login/institution-login-page'));
const Dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const ConnectionRequests = lazy(() => import('../features/connection-requests/connection-requests-page'));
const LeadsDashboard = lazy(() => import('../features/leads-dashboard/leads-dashboard-page'));
const LeadsPrintView = lazy(() => import('../features/leads-dashboard/print-view-page'));
const PaymentSuccess = lazy(() => import('../features/payment-success/payment-success-page'));
const SimulatedCheckout = lazy(() => import('../features/simulated-checkout/simulated-checkout-page'));
const NotFound = lazy(() => import('../features/not-found/not-found-page'));
const Properties = lazy(() => import('../features/properties/properties-page'));
const PropertyDetail = lazy(() => import('../features/properties/property-detail-page'));
const Comparison = lazy(() => import('../features/comparison/comparison-page'));
const Documents = lazy(() => import('../features/documents/documents-page'));
const Guide = lazy(() => import('../features/guide/guide-page'));
const Eligibility = lazy(() => import('../features/eligibility/eligibility-page'));
const Calculator = lazy(() => import('../features/calculator/calculator-page'));
const BankContact = lazy(() => import('../features/bank-contact/bank-contact-page'));
const BuyerMessages = lazy(() => import('../features/messages/buyer-messages-page'));
const InstitutionMessages = lazy(() => import('../features/messages/institution-messages-page'));
const AdminPrices = lazy(() => import('../features/admin/prices-page'));
const AdminProgramme = lazy(() => import('../features/admin/programme-page'));
const AdminPayments = lazy(() => import('../features/admin/payments-page'));
const InstitutionPayments = lazy(() => import('../features/institution-payments/receipts-page'));
const InstitutionIntegrations = lazy(() => import('../features/integrations/integrations-page'));
const DevMailbox = lazy(() => import('../features/dev-mailbox/dev-mailbox-page'));
const AdminInstitutions = lazy(() => import('../features/admin/institutions-page'));
const AdminLeads = lazy(() => import('../features/admin/leads-stats-page'));
const AdminAudit = lazy(() => import('../features/admin/audit-page'));
const AdminSecurity = lazy(() => import('../features/admin/security-page'));
const AdminIncidents = lazy(() => import('../features/admin/incidents-page'));
const AdminConsent = lazy(() => import('../features/admin/consent-page'));
const AdminListings = lazy(() => import('../features/listings-publishing/admin-listings-page'));
const InstitutionListings = lazy(() => import('../features/listings-publishing/institution-listings-page'));

type Guard = (children: ReactNode) => ReactNode;

const asOperator: Guard = (children) => <RequireRole role="admin">{children}</RequireRole>;
const asInstitution: Guard = (children) => <RequireRole role="institution">{children}</RequireRole>;
const asBuyer: Guard = (children) => <RequireBuyer>{children}</RequireBuyer>;
const signedIn: Guard = (children) => <RequireSignedIn>{children}</RequireSignedIn>;
const beforeSecondFactor: Guard = (children) => <RequireSignedIn beforeSecondFactor>{children}</RequireSignedIn>;

const lazyScreen = (Screen: ComponentType, area: Area, guard?: Guard) => {
  const screen = (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  return <ErrorBoundary area={area}>{guard ? guard(screen) : screen}</ErrorBoundary>;
};

const publicScreen = (Screen: ComponentType) => lazyScreen(Screen, 'public');
const buyerScreen = (Screen: ComponentType) => lazyScreen(Screen, 'buyer', asBuyer);
const institutionScreen = (Screen: ComponentType) => lazyScreen(Screen, 'institution', asInstitution);
const consoleScreen = (Screen: ComponentType) => lazyScreen(Screen, 'console', asOperator);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={screens.home}>
        <ErrorBoundary area="public">
          <Landing />
        </ErrorBoundary>
      </Route>
      <Route path={screens.login}>{publicScreen(Login)}</Route>
      <Route path={screens.resetPassword}>{publicScreen(ResetPassword)}</Route>
      <Route path={screens.account}>{lazyScreen(Account, 'public', signedIn)}</Route>
      <Route path={screens.twoFactor}>{lazyScreen(TwoFactor, 'public', beforeSecondFactor)}</Route>
      <Route path={screens.accountData}>{buyerScreen(AccountData)}</Route>
      <Route path={screens.admin}>
        <Redirect to={screens.adminInstitutions} replace />
      </Route>
      <Route path={screens.adminPrices}>{consoleScreen(AdminPrices)}</Route>
      <Route path={screens.adminProgramme}>{consoleScreen(AdminProgramme)}</Route>
      <Route path={screens.adminPayments}>{consoleScreen(AdminPayments)}</Route>
      <Route path={screens.adminInstitutions}>{consoleScreen(AdminInstitutions)}</Route>
      <Route path={screens.adminLeads}>{consoleScreen(AdminLeads)}</Route>
      <Route path={screens.adminAudit}>{consoleScreen(AdminAudit)}</Route>
      <Route path={screens.adminSecurity}>{consoleScreen(AdminSecurity)}</Route>
      <Route path={screens.adminIncidents}>{consoleScreen(AdminIncidents)}</Route>
      <Route path={screens.adminConsent}>{consoleScreen(AdminConsent)}</Route>
      <Route path={screens.adminListings}>{consoleScreen(AdminListings)}</Route>
      <Route path={screens.devMailbox}>{consoleScreen(DevMailbox)}</Route>
      <Route path={screens.institutionLogin}>{publicScreen(InstitutionLogin)}</Route>
      <Route path={screens.dashboard}>{buyerScreen(Dashboard)}</Route>
      <Route path={screens.properties}>{buyerScreen(Properties)}</Route>
      <Route path={`${screens.properties}/:id`}>{buyerScreen(PropertyDetail)}</Route>
      <Route path={screens.comparison}>{buyerScreen(Comparison)}</Route>
      <Route path={screens.documents}>{buyerScreen(Documents)}</Route>
      <Route path={screens.guide}>{buyerScreen(Guide)}</Route>
      <Route path={screens.eligibility}>{buyerScreen(Eligibility)}</Route>
      <Route path={screens.calculator}>{buyerScreen(Calculator)}</Route>
      <Route path={screens.bankContact}>{buyerScreen(BankContact)}</Route>
      <Route path={screens.messages}>{buyerScreen(BuyerMessages)}</Route>
      <Route path={screens.connectionRequests}>{buyerScreen(ConnectionRequests)}</Route>
      <Route path={screens.institutionPayments}>{institutionScreen(InstitutionPayments)}</Route>
      <Route path={screens.institutionIntegrations}>{institutionScreen(InstitutionIntegrations)}</Route>
      <Route path={screens.institutionListings}>{institutionScreen(InstitutionListings)}</Route>
      <Route path={screens.institutionMessages}>{institutionScreen(InstitutionMessages)}</Route>
      <Route path={screens.leadsPrint}>{institutionScreen(LeadsPrintView)}</Route>
      <Route path={screens.leadsDashboard}>{institutionScreen(LeadsDashboard)}</Route>
      <Route path={screens.paymentSuccess}>{institutionScreen(PaymentSuccess)}</Route>
      <Route path={screens.simulatedCheckout}>{institutionScreen(SimulatedCheckout)}</Route>
      <Route>{publicScreen(NotFound)}</Route>
    </Switch>
  );
}
