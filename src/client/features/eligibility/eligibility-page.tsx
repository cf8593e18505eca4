import { useState } from 'react';
import { evaluateEligibility, type EligibilityOutcome } from '../../../shared/domain/eligibility';
import { puertoRicoYear } from '../../../shared/time-zone';
import type { EligibilityInput } from '../../../shared/schemas/eligibility';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { toast } from '../../components/ui/toast-store';
import { EligibilityForm } from './eligibility-form';
import { EligibilityResult } from './eligibility-result';
import { useSaveEligibility } from './api/save-eligibility';

/** docs/product/screens.md#eligibility: the form, then the outcome. Shown at once from the shared rules, then the server's stored answer. */
export default function EligibilityPage() {
  const { user } = useAuth();
  const save = useSaveEligibility();
  const [outcome, setOutcome] = useState<Pick<EligibilityOutcome, 'qualifies' | 'reasons'> | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (values: EligibilityInput) => {
    setAttempt((count) => count + 1);
    setOutcome(evaluateEligibility(values, puertoRicoYear(new Date())));
    save.mutate(values, {
      onSuccess: (record) => setOutcome({ qualifies: record.qualifies, reasons: record.reasons }),
      onError: () => toast({ title: 'Error', description: 'No se pudo guardar tu resultado. Inténtalo de nuevo.', variant: 'destructive' }),
    });
  };

  return (
    <Page
      title="Verificar Eligibilidad"
      subtitle="Contesta estas preguntas para saber si cualificas para el programa de vivienda para jóvenes profesionales."
    >
      <div className="grid gap-6">
        <EligibilityForm defaults={{ name: user?.name ?? '', email: user?.email ?? '' }} pending={save.isPending} onSubmit={onSubmit} />
        {outcome && <EligibilityResult outcome={outcome} attempt={attempt} />}
      </div>
    </Page>
  );
}
