import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { EligibilityOutcome } from '../../../shared/domain/eligibility';
import { screens } from '../../../shared/screens';
import { LinkButton } from '../../components/ui/link-button';

/** The outcome with every reason, then the next step: the calculator. Focused when it appears, for keyboards and screen readers. */
export function EligibilityResult({ outcome, attempt }: { outcome: Pick<EligibilityOutcome, 'qualifies' | 'reasons'>; attempt: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once per submission: the server's answer replacing the instant one does not move the page again.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  const tone = outcome.qualifies ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950';
  const Icon = outcome.qualifies ? CircleCheck : CircleAlert;
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
        <ul className="grid list-disc gap-1 pl-12 text-sm">
          {outcome.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <LinkButton href={screens.calculator} className="sm:justify-self-start">
        Continuar a la calculadora
      </LinkButton>
    </section>
  );
}
