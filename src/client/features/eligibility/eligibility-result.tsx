import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { subsidyTierLabels } from '../../../shared/choices';
import type { EligibilityOutcome } from '../../../shared/domain/eligibility';
import { formatUsd } from '../../../shared/format';
import type { ProgrammeParameters } from '../../../shared/programme';
import { screens } from '../../../shared/screens';
import { LinkButton } from '../../components/ui/link-button';

export type ShownOutcome = Pick<EligibilityOutcome, 'qualifies' | 'reasons' | 'nextSteps' | 'subsidyTier' | 'subsidy'>;

/**
 * The outcome with every reason, the subsidy's tier and the next steps, then the next screen: the calculator
 * (docs/product/programme.md#eligibility). Focused when it appears, for keyboards and screen readers.
 */
export function EligibilityResult({
  outcome,
  parameters,
  attempt,
}: {
  outcome: ShownOutcome;
  parameters: ProgrammeParameters;
  attempt: number;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once per submission: the server's answer replacing the instant one does not move the page again.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  const tone = outcome.qualifies ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950';
  const Icon = outcome.qualifies ? CircleCheck : CircleAlert;
  const { urbanBonus } = parameters.subsidy;
  return (
    <section aria-labelledby="resultado-elegibilidad" className={`grid gap-4 rounded-xl border p-5 sm:p-6 ${tone}`}>
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
      {outcome.reasons.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 text-sm sm:pl-12">
          {outcome.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-1 rounded-lg bg-white/70 p-4">
        <h3 className="text-sm font-semibold">{outcome.qualifies ? 'Tu subsidio' : 'Tu subsidio, cuando cumplas los requisitos'}</h3>
        <p className="text-lg font-bold">
          {subsidyTierLabels[outcome.subsidyTier]}: {formatUsd(outcome.subsidy)}
        </p>
        {/* Above the subsidy's income limit there is no grant at all, bonus included; a next step says why. */}
        {outcome.subsidy > 0 && urbanBonus > 0 && <p className="text-sm">+{formatUsd(urbanBonus)} si compras en un centro urbano</p>}
      </div>
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
