import { describe, expect, it } from 'vitest';
import { prequalificationLetterContent, type LetterSource } from './letter-content';

const source: LetterSource = {
  buyerName: 'Gabriela Colón',
  figures: {
    id: 'r',
    annualIncome: 60_000,
    monthlyDebts: 350,
    downPayment: 5_000,
    zone: 'urban',
    maxMortgage: 195_600,
    monthlyPayment: 1_050,
    hbaSubsidy: 60_000,
    totalBudget: 260_600,
    createdAt: '2026-11-20T15:00:00Z',
  },
  eligibility: { id: 'e', qualifies: true, reasons: [], createdAt: '2026-11-19T15:00:00Z' },
  municipality: 'Bayamón',
  now: new Date('2026-11-21T15:00:00Z'),
};

describe('prequalificationLetterContent', () => {
  it("dates the letter in es-PR, at the buyer's municipality, and names the buyer and the calculation date", () => {
    const content = prequalificationLetterContent(source);
    expect(content.placeAndDate).toBe('Bayamón, Puerto Rico, 21 de noviembre de 2026');
    expect(content.intro).toContain('Gabriela Colón');
    expect(content.intro).toContain('el 20 de noviembre de 2026');
    expect(content.intro).toContain('tasa fija de 5% a 30 años, hasta 28% del ingreso mensual');
    expect(content.footer).toMatch(/^Generada por Casa Joven PR el 21 de noviembre de 2026 a las 11:00/);
  });

  it('lists the stored figures in dollars without decimals', () => {
    const figures = Object.fromEntries(prequalificationLetterContent(source).figures);
    expect(figures['Presupuesto total estimado']).toMatch(/^\$\s?260,600$/);
    expect(figures['Subsidio estimado (zona urbana)']).toMatch(/^\$\s?60,000$/);
  });

  it('states the eligibility outcome with its reasons, or that it is pending', () => {
    expect(prequalificationLetterContent(source).eligibility).toMatch(
      /^Verificación de elegibilidad: cumple con los requisitos del programa/,
    );
    const failed = prequalificationLetterContent({
      ...source,
      eligibility: { id: 'e', qualifies: false, reasons: ['Debes tener empleo estable'], createdAt: '2026-11-19T15:00:00Z' },
    });
    expect(failed.eligibility).toMatch(/no cumple con todos los requisitos/);
    expect(failed.eligibilityReasons).toEqual(['Debes tener empleo estable']);
    const pending = prequalificationLetterContent({ ...source, eligibility: null, municipality: null });
    expect(pending.eligibility).toBe('Verificación de elegibilidad: pendiente.');
    expect(pending.placeAndDate).toBe('Puerto Rico, 21 de noviembre de 2026');
  });

  it('carries the programme disclaimer', () => {
    expect(prequalificationLetterContent(source).disclaimer).toContain('no constituyen una aprobación de préstamo');
  });
});
