// Every screen once. The landing page is eager (it is pre-rendered); every other screen is its own chunk.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { screens } from '../../shared/screens';
import { Landing } from '../features/landing/landing';
import { RequireBuyer, RequireRole, RequireSignedIn } from './auth-guard';
import { Loading } from '../components/ui/loading';

const Login = lazy(() => import('../features/login/login-page'));
const ResetPassword = lazy(() => import('../features/account-recovery/reset-password-page'));
const Account = lazy(() => import('../features/account/account-page'));
const InstitutionLogin = lazy(() => import('../features/institution-login/institution-login-page'));
const Dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const ConnectionRequests = lazy(() => import('../features/connection-requests/connection-requests-page'));
const LeadsDashboard = lazy(() => import('../features/leads-dashboard/leads-dashboard-page'));
const LeadsPrintView = lazy(() => import('../features/leads-dashboard/print-view-page'));
const PaymentSuccess = lazy(() => import('../features/payment-success/payment-success-page'));
const SimulatedCheckout = lazy(() => import('../features/simulated-checkout/simulated-checkout-page'));
const NotFound = lazy(() => import('../features/not-found/not-found-page'));
const Properties = lazy(() => import('../features/properties/properties-page'));
const Comparison = lazy(() => import('../features/comparison/comparison-page'));
const Documents = lazy(() => import('../features/documents/documents-page'));
const Guide = lazy(() => import('../features/guide/guide-page'));
const Eligibility = lazy(() => import('../features/eligibility/eligibility-page'));
const Calculator = lazy(() => import('../features/calculator/calculator-page'));
const BankContact = lazy(() => import('../features/bank-contact/bank-contact-page'));
const BuyerMessages = lazy(() => import('../features/messages/buyer-messages-page'));
const InstitutionMessages = lazy(() => import('../features/messages/institution-messages-page'));
const AdminPrices = lazy(() => import('../features/admin/prices-page'));
const AdminPayments = lazy(() => import('../features/admin/payments-page'));
const InstitutionPayments = lazy(() => import('../features/institution-payments/receipts-page'));
const DevMailbox = lazy(() => import('../features/dev-mailbox/dev-mailbox-page'));
const AdminInstitutions = lazy(() => import('../features/admin/institutions-page'));
const AdminLeads = lazy(() => import('../features/admin/leads-stats-page'));
const AdminAudit = lazy(() => import('../features/admin/audit-page'));

const asOperator = (children: ReactNode) => <RequireRole role="admin">{children}</RequireRole>;

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
      <Route path={screens.resetPassword}>{lazyScreen(ResetPassword)}</Route>
      <Route path={screens.account}>{lazyScreen(Account, (c) => <RequireSignedIn>{c}</RequireSignedIn>)}</Route>
      <Route path={screens.admin}>
        <Redirect to={screens.adminInstitutions} replace />
      </Route>
      <Route path={screens.adminPrices}>{lazyScreen(AdminPrices, asOperator)}</Route>
      <Route path={screens.adminPayments}>{lazyScreen(AdminPayments, asOperator)}</Route>
      <Route path={screens.adminInstitutions}>{lazyScreen(AdminInstitutions, asOperator)}</Route>
      <Route path={screens.adminLeads}>{lazyScreen(AdminLeads, asOperator)}</Route>
      <Route path={screens.adminAudit}>{lazyScreen(AdminAudit, asOperator)}</Route>
      <Route path={screens.devMailbox}>{lazyScreen(DevMailbox, asOperator)}</Route>
      <Route path={screens.institutionLogin}>{lazyScreen(InstitutionLogin)}</Route>
      <Route path={screens.dashboard}>{lazyScreen(Dashboard, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.properties}>{lazyScreen(Properties, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.comparison}>{lazyScreen(Comparison, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.documents}>{lazyScreen(Documents, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.guide}>{lazyScreen(Guide, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.eligibility}>{lazyScreen(Eligibility, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.calculator}>{lazyScreen(Calculator, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.bankContact}>{lazyScreen(BankContact, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.messages}>{lazyScreen(BuyerMessages, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.connectionRequests}>{lazyScreen(ConnectionRequests, (c) => <RequireBuyer>{c}</RequireBuyer>)}</Route>
      <Route path={screens.institutionPayments}>{lazyScreen(InstitutionPayments, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route path={screens.institutionMessages}>{lazyScreen(InstitutionMessages, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route path={screens.leadsPrint}>{lazyScreen(LeadsPrintView, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route path={screens.leadsDashboard}>{lazyScreen(LeadsDashboard, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route path={screens.paymentSuccess}>{lazyScreen(PaymentSuccess, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route path={screens.simulatedCheckout}>{lazyScreen(SimulatedCheckout, (c) => <RequireRole role="institution">{c}</RequireRole>)}</Route>
      <Route>{lazyScreen(NotFound)}</Route>
    </Switch>
  );
}
