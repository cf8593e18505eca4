import { describe, expect, it } from 'vitest';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  type AssistanceParameters,
  type ProgrammeParameters,
} from '../../../shared/programme';
import { guideContent } from './guide-content';

const withChange = <T>(base: T, change: (p: T) => void) => {
  const p = structuredClone(base);
  change(p);
  return p;
};
const answer = (p: ProgrammeParameters, a: AssistanceParameters, question: string) =>
  guideContent(p, a).faq.find((entry) => entry.question === question)?.answer;
const amountQuestion = '¿Cuánta asistencia puedo recibir?';

const pronto = withChange(defaultAssistanceParameters, (a) => {
  a.name = "Pronto pa' tu casa (CDBG-MIT)";
  a.amounts = { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 };
  a.incomeLimits = { byHouseholdSize: [51_050, 58_350, 65_650, 72_900, 78_750, 84_600, 90_400, 96_250], perExtraPersonShare: 0.08 };
});

describe('guideContent', () => {
  it("writes version 1's figures into the steps, the facts and the answers", () => {
    const content = guideContent(defaultProgrammeParameters, defaultAssistanceParameters);
    expect(content.steps).toHaveLength(5);
    expect(content.steps[0]!.text).toBe(
      'Confirma que tienes entre 21 y 35 años, que te graduaste en los últimos 5 años y que tu ingreso anual está entre $20,000 y $200,000.',
    );
    expect(content.steps[3]!.text).toContain('hasta $60,000');
    expect(content.facts.map((fact) => fact.value)).toEqual(['60-90 días', '6-12 meses', '30-45 días laborables', 'FICO menor de 600']);
    expect(answer(defaultProgrammeParameters, defaultAssistanceParameters, amountQuestion)).toBe(
      'Hasta $60,000 de Asistencia Directa al Comprador (CDBG-DR): $55,000 base más $5,000 adicionales si compras en un centro urbano certificado. El financiamiento de Vivienda Joven (AFV) puede llegar al 105% del valor, a una tasa fija de 5%.',
    );
  });

  it('follows an assistance with two amounts and income limits, another rate and no alternative credit', () => {
    const p = withChange(defaultProgrammeParameters, (p) => {
      p.loan.annualInterestRate = 0.0625;
      p.eligibility.minCreditScore = 640;
      p.eligibility.alternativeCreditAccepted = false;
    });
    const content = guideContent(p, pronto);
    expect(answer(p, pronto, amountQuestion)).toBe(
      "Hasta $60,000 de Pronto pa' tu casa (CDBG-MIT): $45,000 base ($55,000 si alguien de tu hogar es fuerza laboral crítica) más $5,000 adicionales si compras en un centro urbano certificado. El ingreso de tu hogar no puede pasar del límite para su tamaño: $51,050 para 1 persona, $72,900 para 4. El financiamiento de Vivienda Joven (AFV) puede llegar al 105% del valor, a una tasa fija de 6.25%.",
    );
    expect(content.steps[3]!.title).toBe("Solicita Pronto pa' tu casa (CDBG-MIT) a la autoridad de vivienda");
    expect(content.facts[3]).toEqual({ value: 'FICO de 640 o más', text: 'la puntuación de crédito que pide el préstamo' });
    expect(answer(p, pronto, '¿Qué pasa si mi puntuación de crédito es baja?')).toMatch(
      /^El préstamo del programa pide una puntuación FICO de al menos 640/,
    );
  });

  it('says a closed assistance is not asked for nor counted', () => {
    const closed = withChange(pronto, (a) => (a.status = { state: 'closed', since: '2026-11-28', applicationsOpenedOn: '2026-01-20' }));
    const content = guideContent(defaultProgrammeParameters, closed);
    expect(content.steps[3]!.title).toBe("Pronto pa' tu casa (CDBG-MIT): por ahora no se solicita");
    expect(content.steps[3]!.text).toMatch(/^Pronto pa' tu casa \(CDBG-MIT\) está cerrado desde el 28 de noviembre de 2026\./);
    expect(content.steps[4]!.text).not.toContain('asistencia');
    expect(answer(defaultProgrammeParameters, closed, amountQuestion)).toMatch(
      /^Ninguna por ahora: Pronto pa' tu casa \(CDBG-MIT\) está cerrado desde el 28 de noviembre de 2026, y tu presupuesto se calcula sin ella\./,
    );
  });
});
