import { useEffect, useRef, useState } from 'react';
import { calculateBudget, type CalculatorResult } from '../../../shared/domain/calculator';
import type { CalculatorInputValues } from '../../../shared/schemas/calculator';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/layouts/page';
import { toast } from '../../components/ui/toast-store';
import { useBankContacts } from '../../api/bank-contacts';
import { useProgress } from '../../api/progress';
import { ContactMeCard } from '../../components/lead-capture/contact-me-card';
import { BankOfferDialog } from './bank-offer-dialog';
import { BudgetResult } from './budget-result';
import { CalculatorForm } from './calculator-form';
import { PrequalificationFlow } from './prequalification-flow';
import { bankOfferDelayMs } from './timings';
import { useSaveCalculation } from './api/save-calculation';

/** docs/product/screens.md#calculator: inputs, the result, and the bank flow (offer after 3 s, pre-qualification, letters, PDF). */
export default function CalculatorPage() {
  const progress = useProgress();
  const bankContacts = useBankContacts();
  const save = useSaveCalculation();
  // The figures of a calculation made on this visit: the shared rules at once, then the server's stored answer.
  const [current, setCurrent] = useState<CalculatorResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [offerOpen, setOfferOpen] = useState(false);
  const [flowOpen, setFlowOpen] = useState(false);
  const offerTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(offerTimer.current), []);

  if (progress.isLoading) return <Loading />;
  const stored = progress.data?.lastCalculatorResult ?? null;

  const onSubmit = (values: CalculatorInputValues) => {
    window.clearTimeout(offerTimer.current);
    setCurrent(calculateBudget(values));
    setAttempt((count) => count + 1);
    save.mutate(values, {
      onSuccess: (run) => {
        setCurrent(run);
        offerTimer.current = window.setTimeout(() => setOfferOpen(true), bankOfferDelayMs);
      },
      onError: () => toast({ title: 'Error', description: 'No se pudo guardar tu cálculo. Inténtalo de nuevo.', variant: 'destructive' }),
    });
  };
  const openFlow = () => {
    window.clearTimeout(offerTimer.current);
    setOfferOpen(false);
    setFlowOpen(true);
  };

  const shown = current ?? stored;
  const defaults = stored
    ? { annualIncome: stored.annualIncome, monthlyDebts: stored.monthlyDebts, downPayment: stored.downPayment, zone: stored.zone }
    : {};
  return (
    <Page title="Calculadora" subtitle="Calcula cuánto puedes pagar por tu primera casa con el subsidio del programa.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <CalculatorForm defaults={defaults} pending={save.isPending} onSubmit={onSubmit} />
        {shown ? (
          <BudgetResult
            result={shown}
            attempt={attempt}
            storedAt={current ? null : (stored?.createdAt ?? null)}
            saving={!current || save.isSuccess ? null : save.isError ? 'failed' : 'pending'}
            onContactBanks={openFlow}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            Completa tus datos y presiona «Calcular presupuesto» para ver tu hipoteca máxima, tu pago mensual, tu subsidio y tu presupuesto
            total.
          </p>
        )}
      </div>
      {/* docs/product/screens.md#the-buyer-asks-to-be-contacted: once the letters are out, the buyer may also let banks come to them. */}
      {progress.data?.preQualificationCompleted && <ContactMeCard className="mt-6" />}
      <BankOfferDialog
        open={offerOpen}
        dismissible={(bankContacts.data?.length ?? 0) > 0}
        onSkip={() => setOfferOpen(false)}
        onContinue={openFlow}
      />
      {flowOpen && <PrequalificationFlow onClose={() => setFlowOpen(false)} />}
    </Page>
  );
}
