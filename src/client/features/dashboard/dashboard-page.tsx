import { useMemo } from 'react';
import { dashboardStepOrder, dashboardStepStatuses, overallProgressPercent } from '../../../shared/domain/dashboard-steps';
import { Loading } from '../../components/ui/loading';
import { useEmailVerifiedToast } from '../../lib/email-verified-toast';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import { localPlanFor } from '../../lib/plan-storage';
import { useProgress } from '../../api/progress';
import { ContactMeCard } from '../../components/lead-capture/contact-me-card';
import { BankSummary } from './bank-summary';
import { CalculatorStatsCard } from './calculator-stats-card';
import { ContactCheckBanner } from './contact-check-banner';
import { RecentActivity } from './recent-activity';
import { StepCards } from './step-cards';

/** docs/product/screens.md#dashboard: greeting, overall progress, the seven steps, bank summary, recent activity and statistics. */
export default function DashboardPage() {
  const { user } = useAuth();
  const progress = useProgress();
  useEmailVerifiedToast();
  // docs/product/data.md reads the plan from this browser; the account's copy (docs/product/screens.md#the-plan-follows-the-buyer) counts too.
  const local = useMemo(() => localPlanFor(window.localStorage, user?.id ?? ''), [user?.id]);
  const greetingName = user?.firstName || user?.email || 'Usuario';

  const data = progress.data;
  const statuses = data
    ? dashboardStepStatuses({
        ...data,
        hasSavedProperties: data.savedPropertyIds.length > 0 || local.savedPropertyIds.length > 0,
        hasSelectedHousingOption: data.selectedHousingOption !== null || local.selectedHousingOption !== null,
      })
    : null;
  const percent = statuses ? overallProgressPercent(statuses) : 0;
  const completed = statuses ? dashboardStepOrder.filter((id) => statuses[id] === 'completed').length : 0;

  return (
    <Page title={`¡Hola, ${greetingName}!`} subtitle="Este es tu progreso hacia tu primera vivienda.">
      {!statuses ? (
        progress.isError ? (
          <p className="text-red-700">No se pudo cargar tu progreso. Recarga la página para intentarlo de nuevo.</p>
        ) : (
          <Loading />
        )
      ) : (
        <div className="grid gap-6">
          <ContactCheckBanner />
          <Card className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">Progreso general</h2>
              <p className="text-sm text-slate-700">
                {completed} de {dashboardStepOrder.length} pasos completados ({percent}%)
              </p>
            </div>
            <ProgressBar value={percent} label="Progreso general" />
          </Card>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <section aria-labelledby="tus-pasos" className="grid gap-3">
              <h2 id="tus-pasos" className="text-lg font-semibold text-slate-900">
                Tus pasos
              </h2>
              <StepCards statuses={statuses} />
            </section>
            <div className="grid gap-4">
              <BankSummary />
              <RecentActivity />
              <CalculatorStatsCard />
            </div>
          </div>
          <ContactMeCard />
        </div>
      )}
    </Page>
  );
}
