import { Page } from '../../app/layout/page';
import { useAuth } from '../../app/use-auth';

/** The greeting of SPEC §2's dashboard; its step cards, summaries and statistics arrive with the buyer-journey issue. */
export default function DashboardPage() {
  const { user } = useAuth();
  const greetingName = user?.firstName || user?.email || 'Usuario';
  return (
    <Page title={`¡Hola, ${greetingName}!`} subtitle="Este es tu progreso hacia tu primera vivienda.">
      <p className="rounded-lg bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">El resumen de tu progreso está en construcción.</p>
    </Page>
  );
}
