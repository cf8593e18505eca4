import { useState } from 'react';
import { evaluateEligibility } from '../../../shared/domain/eligibility';
import { puertoRicoYear } from '../../../shared/time-zone';
import type { EligibilityInput } from '../../../shared/schemas/eligibility';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { useProgrammes } from '../../api/programme';
import { Loading } from '../../components/ui/loading';
import { toast } from '../../components/ui/toast-store';
import { EligibilityForm } from './eligibility-form';
import { EligibilityResult, type ShownOutcome } from './eligibility-result';
import { useSaveEligibility } from './api/save-eligibility';

/**
 * docs/product/screens.md#eligibility: the form, then the outcome of each programme. Shown at once from the shared
 * rules with both programmes' versions in force, then the server's stored answer (docs/product/programme.md#eligibility).
 */
export default function EligibilityPage() {
  const { user } = useAuth();
  const programmes = useProgrammes();
  const save = useSaveEligibility();
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (values: EligibilityInput) => {
    if (!programmes) return;
    setAttempt((count) => count + 1);
    const instant = evaluateEligibility(values, puertoRicoYear(new Date()), programmes.loan.parameters, programmes.assistance.parameters);
    setOutcome(instant);
    save.mutate(values, {
      // A stored check always carries both answers now; the instant ones stand in should it not.
      onSuccess: ({ qualifies, nextSteps, subsidyTier, programmes: answers }) =>
        setOutcome({ qualifies, nextSteps, subsidyTier, programmes: answers ?? instant.programmes }),
      onError: () => toast({ title: 'Error', description: 'No se pudo guardar tu resultado. Inténtalo de nuevo.', variant: 'destructive' }),
    });
  };

  return (
    <Page
      title="Verificar Eligibilidad"
      subtitle="Contesta estas preguntas para saber si cualificas para el préstamo y para la asistencia de los programas de vivienda para jóvenes profesionales."
    >
      {/* The questions and their figures come from the versions in force, so the form waits for them. */}
      {programmes ? (
        <div className="grid gap-6">
          <EligibilityForm
            parameters={programmes.loan.parameters}
            defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
            pending={save.isPending}
            onSubmit={onSubmit}
          />
          {outcome && (
            <EligibilityResult
              outcome={outcome}
              loan={programmes.loan.parameters}
              assistance={programmes.assistance.parameters}
              attempt={attempt}
            />
          )}
        </div>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
