import { useEffect, useRef, useState } from 'react';
import type { CostAssumptionsInput } from '../../../shared/domain/home-cost';
import type { CalculatorRun } from '../../../shared/schemas/calculator';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/layouts/page';
import { toast } from '../../components/ui/toast-store';
import { useBankContacts } from '../../api/bank-contacts';
import { useProgramme, useProgrammes } from '../../api/programme';
import { useProgress } from '../../api/progress';
import { ContactMeCard } from '../../components/lead-capture/contact-me-card';
import { AmortizationSection } from './amortization-section';
import { AssumptionsForm } from './assumptions-form';
import { BankOfferDialog } from './bank-offer-dialog';
import { BudgetResult } from './budget-result';
import { CalculatorForm } from './calculator-form';
import { assumptionsOfRun, calculationRequest, estimate, figuresOfRun, type Figures, type Finances } from './figures';
import { PrequalificationFlow } from './prequalification-flow';
import { bankOfferDelayMs } from './timings';
import { useSaveCalculation } from './api/save-calculation';
import { WholeCost } from './whole-cost';
import { useListingAssumptions } from './listing-assumptions';
import { AssistanceNote } from './assistance-note';

/**
 * docs/product/screens.md#calculator: inputs, the result, and the bank flow (offer after 3 s, pre-qualification,
 * letters, PDF); docs/product/programme.md#the-whole-cost and #amortization: the whole cost with its assumptions, and
 * the loan's schedule. Every figure comes from the programme version in force (useProgramme).
 */
export default function CalculatorPage() {
  const progress = useProgress();
  const programme = useProgramme();
  const programmes = useProgrammes();
  const bankContacts = useBankContacts();
  const save = useSaveCalculation();
  // Opened from a listing's page: its price, municipality, flood zone and CRIM bill are the assumptions.
  const fromListing = useListingAssumptions();
  // The figures of a calculation made on this visit: the shared rules at once, then the server's stored answer.
  const [current, setCurrent] = useState<Figures | null>(null);
  // The run the server stored on this visit: the schedule and the letter are of it.
  const [saved, setSaved] = useState<CalculatorRun | null>(null);
  // The assumptions the buyer gave on this visit; before any, those of the stored run.
  const [given, setGiven] = useState<CostAssumptionsInput | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [offerOpen, setOfferOpen] = useState(false);
  const [flowOpen, setFlowOpen] = useState(false);
  const offerTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(offerTimer.current), []);

  if (progress.isLoading || !programme || !programmes) return <Loading />;
  const p = programme.parameters;
  const assistance = programmes.assistance.parameters;
  const assistanceOpen = assistance.status.state === 'open';
  const stored = progress.data?.lastCalculatorResult ?? null;
  const assumptions = given ?? fromListing?.assumptions ?? assumptionsOfRun(stored, p);
  const storedFigures = stored && figuresOfRun(stored);
  // At a listing, the stored finances at once at its figures; stored when the buyer updates or calculates.
  const shown =
    current ??
    (storedFigures && fromListing && !given
      ? estimate(
          storedFigures.finances,
          fromListing.assumptions,
          storedFigures.householdCategory,
          p,
          assistance,
          storedFigures.householdSize,
        )
      : storedFigures);
  const storedRun = saved ?? stored;

  /** Shows the figures at once and stores them; only a calculation from the form offers the banks afterwards. */
  const calculate = (finances: Finances, nextAssumptions: CostAssumptionsInput, offerBanks: boolean) => {
    window.clearTimeout(offerTimer.current);
    setGiven(nextAssumptions);
    setCurrent(estimate(finances, nextAssumptions, shown?.householdCategory ?? 'standard', p, assistance, shown?.householdSize ?? null));
    setAttempt((count) => count + 1);
    save.mutate(calculationRequest(finances, nextAssumptions), {
      onSuccess: (run) => {
        setCurrent(figuresOfRun(run));
        setSaved(run);
        if (offerBanks) offerTimer.current = window.setTimeout(() => setOfferOpen(true), bankOfferDelayMs);
      },
      onError: () => toast({ title: 'Error', description: 'No se pudo guardar tu cálculo. Inténtalo de nuevo.', variant: 'destructive' }),
    });
  };
  const openFlow = () => {
    window.clearTimeout(offerTimer.current);
    setOfferOpen(false);
    setFlowOpen(true);
  };

  const saving = !current || save.isSuccess ? null : save.isError ? 'failed' : 'pending';
  return (
    <Page
      title="Calculadora"
      subtitle={
        assistanceOpen
          ? `Calcula cuánto puedes pagar por tu primera casa con ${p.name} y la asistencia de ${assistance.name}.`
          : `Calcula cuánto puedes pagar por tu primera casa con ${p.name}.`
      }
    >
      <AssistanceNote assistance={assistance} reasons={shown?.assistanceReasons ?? []} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <CalculatorForm
          defaults={shown?.finances ?? {}}
          urbanBonus={assistanceOpen ? assistance.amounts.urbanCentreBonus : null}
          pending={save.isPending}
          onSubmit={(finances) => calculate(finances, assumptions, true)}
        />
        {shown ? (
          <BudgetResult
            result={shown}
            attempt={attempt}
            storedAt={current ? null : (stored?.createdAt ?? null)}
            saving={saving}
            onContactBanks={openFlow}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            Completa tus datos y presiona «Calcular presupuesto» para ver tu hipoteca máxima, tu pago mensual, tu subsidio y tu presupuesto
            total, y lo que costaría tu casa cada mes y al cierre.
          </p>
        )}
      </div>
      {shown && !shown.cost && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          Tu último cálculo es anterior al costo completo. Presiona «Calcular presupuesto» para ver el costo mensual, el efectivo para el
          cierre y la amortización de tu préstamo.
        </p>
      )}
      {shown?.cost && fromListing && (
        <p className="mt-6 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 ring-1 ring-blue-200">
          Costos de la vivienda «{fromListing.title}»: su precio, su municipio, su zona inundable y su contribución del CRIM cuando la trae.
        </p>
      )}
      {shown?.cost && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-6">
            <WholeCost cost={shown.cost} savings={shown.finances.downPayment} parameters={p} sourceUrl={programme.sourceUrl} />
          </div>
          <AssumptionsForm
            key={fromListing?.id ?? 'own'}
            given={assumptions}
            homePrice={shown.cost.assumptions.homePrice}
            totalBudget={shown.totalBudget}
            parameters={p}
            pending={save.isPending}
            onSubmit={(nextAssumptions) => calculate(shown.finances, nextAssumptions, false)}
          />
        </div>
      )}
      {storedRun?.loanAmount != null && (
        <div className="mt-6">
          <AmortizationSection runId={storedRun.id} />
        </div>
      )}
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
