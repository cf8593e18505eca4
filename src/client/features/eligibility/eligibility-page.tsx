import { useState } from 'react';
import { evaluateEligibility } from '../../../shared/domain/eligibility';
import { puertoRicoYear } from '../../../shared/time-zone';
import type { EligibilityInput } from '../../../shared/schemas/eligibility';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { useProgramme } from '../../api/programme';
import { Loading } from '../../components/ui/loading';
import { toast } from '../../components/ui/toast-store';
import { EligibilityForm } from './eligibility-form';
import { EligibilityResult, type ShownOutcome } from './eligibility-result';
import { useSaveEligibility } from './api/save-eligibility';

/**
 * docs/product/screens.md#eligibility: the form, then the outcome. Shown at once from the shared rules with the
 * programme version in force, then the server's stored answer (docs/product/programme.md#eligibility).
 */
export default function EligibilityPage() {
  const { user } = useAuth();
  const programme = useProgramme();
  const save = useSaveEligibility();
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (values: EligibilityInput) => {
    if (!programme) return;
    setAttempt((count) => count + 1);
    setOutcome(evaluateEligibility(values, puertoRicoYear(new Date()), programme.parameters));
    save.mutate(values, {
      onSuccess: ({ qualifies, reasons, nextSteps, subsidyTier, subsidy }) =>
        setOutcome({ qualifies, reasons, nextSteps, subsidyTier, subsidy }),
      onError: () => toast({ title: 'Error', description: 'No se pudo guardar tu resultado. Inténtalo de nuevo.', variant: 'destructive' }),
    });
  };

  return (
    <Page
      title="Verificar Eligibilidad"
      subtitle="Contesta estas preguntas para saber si cualificas para el programa de vivienda para jóvenes profesionales."
    >
      {/* The questions and their figures come from the version in force, so the form waits for it. */}
      {programme ? (
        <div className="grid gap-6">
          <EligibilityForm
            parameters={programme.parameters}
            defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
            pending={save.isPending}
            onSubmit={onSubmit}
          />
          {outcome && <EligibilityResult outcome={outcome} parameters={programme.parameters} attempt={attempt} />}
        </div>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
