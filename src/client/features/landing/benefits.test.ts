import { describe, expect, it } from 'vitest';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  type AssistanceParameters,
  type ProgrammeParameters,
  type Programmes,
} from '../../../shared/programme';
import { formatPercent } from '../../lib/format';
import { audience, introduction, landingBenefits } from './benefits';
import { programmeDataBlock } from './programme-data';

const withChange = <T>(base: T, change: (p: T) => void) => {
  const p = structuredClone(base);
  change(p);
  return p;
};
const loan = (change: (p: ProgrammeParameters) => void) => withChange(defaultProgrammeParameters, change);
const assistance = (change: (a: AssistanceParameters) => void) => withChange(defaultAssistanceParameters, change);

describe('landingBenefits', () => {
  it("writes version 1's cards from both programmes", () => {
    expect(landingBenefits(defaultProgrammeParameters, defaultAssistanceParameters)).toEqual([
      {
        kind: 'subsidy',
        title: 'Asistencia hasta $60,000',
        text: 'Asistencia Directa al Comprador (CDBG-DR): $55,000 base más $5,000 adicionales si compras en un centro urbano certificado.',
      },
      {
        kind: 'financing',
        title: 'Financiamiento hasta 105%',
        text: 'Vivienda Joven (AFV): 98% del valor de la propiedad más 7% para gastos de cierre y mudanza.',
      },
      { kind: 'rate', title: 'Tasa fija de 5%', text: 'Una tasa de interés fija durante los 30 años del préstamo, sin sorpresas.' },
    ]);
  });

  it('names both assistance amounts when they differ, and leaves out an urban bonus of nothing', () => {
    const tiers = assistance((a) => {
      a.name = "Pronto pa' tu casa (CDBG-MIT)";
      a.amounts = { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 };
    });
    expect(landingBenefits(defaultProgrammeParameters, tiers)[0]).toEqual({
      kind: 'subsidy',
      title: 'Asistencia hasta $60,000',
      text: "Pronto pa' tu casa (CDBG-MIT): $45,000 base ($55,000 si alguien de tu hogar es fuerza laboral crítica) más $5,000 adicionales si compras en un centro urbano certificado.",
    });
    expect(
      landingBenefits(
        defaultProgrammeParameters,
        assistance((a) => (a.amounts.urbanCentreBonus = 0)),
      )[0],
    ).toMatchObject({
      title: 'Asistencia hasta $55,000',
    });
  });

  it('says a closed or paused assistance is not counted, and the introduction stops promising it', () => {
    const closed = assistance((a) => {
      a.name = "Pronto pa' tu casa (CDBG-MIT)";
      a.status = { state: 'closed', since: '2026-11-28', applicationsOpenedOn: '2026-01-20' };
    });
    expect(landingBenefits(defaultProgrammeParameters, closed)[0]).toEqual({
      kind: 'subsidy',
      title: "Pronto pa' tu casa (CDBG-MIT): cerrado",
      text: "Pronto pa' tu casa (CDBG-MIT) está cerrado desde el 28 de noviembre de 2026. Tu presupuesto se calcula sin esa asistencia, solo con el préstamo y tus ahorros.",
    });
    expect(introduction(defaultProgrammeParameters, closed)).not.toContain('Pronto');
    expect(introduction(defaultProgrammeParameters, defaultAssistanceParameters)).toContain(
      'Asistencia Directa al Comprador (CDBG-DR) te ayuda',
    );
    const paused = assistance((a) => (a.status = { state: 'paused', since: '2026-12-01', applicationsOpenedOn: null }));
    expect(landingBenefits(defaultProgrammeParameters, paused)[0]!.title).toBe('Asistencia Directa al Comprador (CDBG-DR): en pausa');
  });

  it('follows the loan and eligibility figures, percentages with up to two decimals', () => {
    const p = loan((p) => {
      p.loan.annualInterestRate = 0.0575;
      p.loan.termYears = 25;
      p.eligibility.maxAge = 40;
      p.eligibility.graduationWithinYears = 7;
    });
    expect(landingBenefits(p, defaultAssistanceParameters)[2]).toMatchObject({
      title: 'Tasa fija de 5.75%',
      text: 'Una tasa de interés fija durante los 25 años del préstamo, sin sorpresas.',
    });
    expect(audience(p)).toBe('Para profesionales jóvenes de 21 a 40 años');
    expect(introduction(p, defaultAssistanceParameters)).toMatch(/^Si te graduaste en los últimos 7 años/);
    expect(formatPercent(0.07)).toBe('7%');
  });
});

describe('programmeDataBlock', () => {
  it('is JSON that no text in the versions can close early', () => {
    const common = {
      version: 3,
      effectiveFrom: '2026-12-01',
      publishedAt: '2026-11-25T12:00:00.000Z',
      sourceUrl: 'https://www.vivienda.pr.gov/',
      sources: [],
    };
    const programmes: Programmes = {
      loan: { ...common, kind: 'loan', note: 'Nota con </script><script>alert(1)</script> dentro', parameters: defaultProgrammeParameters },
      assistance: { ...common, kind: 'assistance', note: '</script>', parameters: defaultAssistanceParameters },
    };
    const block = programmeDataBlock(programmes);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="programme-data">(.*)<\/script>$/.exec(block)?.[1];
    expect(JSON.parse(json!)).toEqual(programmes);
  });
});
