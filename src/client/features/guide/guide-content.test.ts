import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, type ProgrammeParameters } from '../../../shared/programme';
import { guideContent } from './guide-content';

const withChange = (change: (p: ProgrammeParameters) => void) => {
  const p = structuredClone(defaultProgrammeParameters);
  change(p);
  return p;
};
const answer = (p: ProgrammeParameters, question: string) => guideContent(p).faq.find((entry) => entry.question === question)?.answer;

describe('guideContent', () => {
  it("writes version 1's figures into the steps, the facts and the answers", () => {
    const content = guideContent(defaultProgrammeParameters);
    expect(content.steps).toHaveLength(5);
    expect(content.steps[0]!.text).toBe(
      'Confirma que tienes entre 21 y 35 años, que te graduaste en los últimos 5 años y que tu ingreso anual está entre $20,000 y $200,000.',
    );
    expect(content.steps[3]!.text).toContain('hasta $60,000');
    expect(content.facts.map((fact) => fact.value)).toEqual(['60-90 días', '6-12 meses', '30-45 días laborables', 'FICO menor de 600']);
    expect(answer(defaultProgrammeParameters, '¿Cuánto subsidio puedo recibir?')).toBe(
      'Hasta $60,000: $55,000 base más $5,000 adicionales si compras en zona urbana. El financiamiento puede llegar al 105% del valor, a una tasa fija de 5%.',
    );
  });

  it('follows a version with two subsidy tiers, another rate and no alternative credit', () => {
    const p = withChange((p) => {
      p.subsidy.standard = 45_000;
      p.subsidy.criticalWorkforce = 55_000;
      p.loan.annualInterestRate = 0.0625;
      p.eligibility.minCreditScore = 640;
      p.eligibility.alternativeCreditAccepted = false;
    });
    const content = guideContent(p);
    expect(answer(p, '¿Cuánto subsidio puedo recibir?')).toBe(
      'Hasta $60,000: $45,000 base ($55,000 si alguien de tu hogar es fuerza laboral crítica) más $5,000 adicionales si compras en zona urbana. El financiamiento puede llegar al 105% del valor, a una tasa fija de 6.25%.',
    );
    expect(content.facts[3]).toEqual({ value: 'FICO de 640 o más', text: 'la puntuación de crédito que pide el préstamo' });
    expect(answer(p, '¿Qué pasa si mi puntuación de crédito es baja?')).toMatch(
      /^El préstamo del programa pide una puntuación FICO de al menos 640/,
    );
  });
});
