import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { subsidyTierLabels } from '../../../shared/choices';
import type { HouseholdCategory } from '../../../shared/domain/calculator';
import { formatUsd } from '../../../shared/format';
import type { AssistanceParameters, ProgrammeParameters } from '../../../shared/programme';
import type { ProgrammeOutcomes } from '../../../shared/schemas/eligibility';
import { screens } from '../../../shared/screens';
import { LinkButton } from '../../components/ui/link-button';

export interface ShownOutcome {
  qualifies: boolean;
  nextSteps: string[];
  subsidyTier: HouseholdCategory;
  programmes: ProgrammeOutcomes;
}

type Tone = 'yes' | 'no' | 'closed';

const tones: Record<Tone, string> = {
  yes: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  no: 'border-amber-300 bg-amber-50 text-amber-950',
  closed: 'border-slate-300 bg-slate-50 text-slate-900',
};
const icons = { yes: CircleCheck, no: CircleAlert, closed: CircleMinus };

/** One programme's answer: its name and verdict as the heading, then its reasons and what it gives. */
function ProgrammeAnswer({ tone, heading, reasons, children }: { tone: Tone; heading: string; reasons: string[]; children?: ReactNode }) {
  const Icon = icons[tone];
  return (
    <li className={`grid gap-2 rounded-lg border p-4 ${tones[tone]}`}>
      <h3 className="flex items-start gap-2 text-base font-bold">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {heading}
      </h3>
      {reasons.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 text-sm sm:pl-12">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}

/**
 * The answer of each programme on its own (docs/product/programme.md#eligibility): the loan (Vivienda Joven) and the
 * assistance (Pronto pa' tu casa), each with its reasons; a closed or paused assistance is shown as such and never
 * counted. Then the next steps and the calculator. Focused when it appears, for keyboards and screen readers.
 */
export function EligibilityResult({
  outcome,
  loan,
  assistance,
  attempt,
}: {
  outcome: ShownOutcome;
  loan: ProgrammeParameters;
  assistance: AssistanceParameters;
  attempt: number;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once per submission: the server's answer replacing the instant one does not move the page again.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  const { loan: loanAnswer, assistance: assistanceAnswer } = outcome.programmes;
  // The status the answer was given with (the server's, once stored).
  const status = assistanceAnswer.status;
  const open = status.state === 'open';
  const assistanceTone: Tone = !open ? 'closed' : assistanceAnswer.qualifies ? 'yes' : 'no';
  const Icon = outcome.qualifies ? CircleCheck : CircleAlert;
  const { urbanCentreBonus } = assistance.amounts;
  return (
    <section
      aria-labelledby="resultado-elegibilidad"
      className={`grid gap-4 rounded-xl border p-5 sm:p-6 ${outcome.qualifies ? tones.yes : tones.no}`}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="resultado-elegibilidad" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            {outcome.qualifies ? '¡Cumples con los requisitos del programa!' : 'Por ahora no cumples con todos los requisitos'}
          </h2>
          <p className="text-sm">
            {outcome.qualifies
              ? 'Puedes continuar con el próximo paso: calcular tu presupuesto.'
              : 'Estas son las razones. Puedes corregir tus respuestas y verificar de nuevo, o calcular tu presupuesto de todos modos.'}
          </p>
        </div>
      </div>
      <ul className="grid gap-3" aria-label="Resultado de cada programa">
        <ProgrammeAnswer
          tone={loanAnswer.qualifies ? 'yes' : 'no'}
          heading={`${loan.name}: ${loanAnswer.qualifies ? 'cualificas' : 'por ahora no cualificas'}`}
          reasons={loanAnswer.reasons}
        >
          <p className="text-sm">El préstamo: hasta {formatUsd(loan.loan.maxMortgage)} a tasa fija.</p>
        </ProgrammeAnswer>
        <ProgrammeAnswer
          tone={assistanceTone}
          heading={`${assistance.name}: ${!open ? (status.state === 'paused' ? 'en pausa' : 'cerrado') : assistanceAnswer.qualifies ? 'cualificas' : 'no cualificas'}`}
          reasons={assistanceAnswer.reasons}
        >
          {!open ? (
            <p className="text-sm">No cuenta en tu presupuesto: la calculadora lo calcula sin esta asistencia.</p>
          ) : assistanceAnswer.qualifies ? (
            <div className="grid gap-0.5">
              <p className="text-lg font-bold">
                {subsidyTierLabels[outcome.subsidyTier]}: {formatUsd(assistanceAnswer.amount)}
              </p>
              {urbanCentreBonus > 0 && <p className="text-sm">+{formatUsd(urbanCentreBonus)} si compras en un centro urbano certificado</p>}
            </div>
          ) : (
            <p className="text-sm">Tu presupuesto se calcula sin esta asistencia.</p>
          )}
        </ProgrammeAnswer>
      </ul>
      {outcome.nextSteps.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Próximos pasos</h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {outcome.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
      <LinkButton href={screens.calculator} className="sm:justify-self-start">
        Continuar a la calculadora
      </LinkButton>
    </section>
  );
}
