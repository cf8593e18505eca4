import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { eligibilityReasons } from '../../../shared/domain/eligibility';
import { calculateWholeCost, cashToCloseLabels } from '../../../shared/domain/home-cost';
import { defaultAssistanceParameters, defaultProgrammeParameters, type ProgrammeParameters } from '../../../shared/programme';
import type { CalculatorRun } from '../../../shared/schemas/calculator';
import { prequalificationLetterContent, type LetterSource } from './letter-content';
import { renderLetterPdf } from './letter-pdf';

/** A calculation stored before the whole cost existed: its four figures only. */
const before: CalculatorRun = {
  id: 'r',
  annualIncome: 60_000,
  monthlyDebts: 350,
  downPayment: 5_000,
  zone: 'urban',
  maxMortgage: 195_600,
  monthlyPayment: 1_050,
  hbaSubsidy: 60_000,
  totalBudget: 260_600,
  householdCategory: 'standard',
  assumptions: null,
  loanAmount: null,
  monthlyCost: null,
  cashToClose: null,
  programmeVersion: 1,
  assistanceProgrammeVersion: null,
  assistance: null,
  createdAt: '2026-11-20T15:00:00Z',
};

/** A calculation as the calculator stores it now, with the whole cost at the price the buyer assumed. */
function withWholeCost(
  assumptions: { homePrice: number; municipality?: 'Bayamón'; floodZone?: boolean; annualIncome?: number },
  p: ProgrammeParameters = defaultProgrammeParameters,
): CalculatorRun {
  const input = { annualIncome: 60_000, monthlyDebts: 350, downPayment: 5_000, zone: 'urban' as const, ...assumptions };
  const { budget, cost } = calculateWholeCost(input, p, defaultAssistanceParameters);
  return {
    ...before,
    ...budget,
    assistanceProgrammeVersion: 1,
    assistance: { counted: budget.assistanceReasons.length === 0, reasons: budget.assistanceReasons, householdSize: null },
    assumptions: cost.assumptions,
    loanAmount: cost.loanAmount,
    monthlyCost: cost.monthlyCost,
    cashToClose: {
      total: cost.cashToClose.total,
      lines: cost.cashToClose.lines.map((line) => ({ ...line, label: cashToCloseLabels[line.key] })),
    },
  };
}

const source: LetterSource = {
  buyerName: 'Gabriela Colón',
  figures: before,
  parameters: defaultProgrammeParameters,
  assistance: null,
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
    expect(content.intro).toContain('hipoteca máxima de $330,000');
    expect(content.footer).toMatch(/^Generada por Casa Joven PR el 21 de noviembre de 2026 a las 11:00/);
  });

  it("states the programme figures of the calculation's own version, not the defaults", () => {
    const parameters = structuredClone(defaultProgrammeParameters);
    parameters.loan.annualInterestRate = 0.0625;
    parameters.loan.termYears = 25;
    parameters.loan.debtToIncomeRatio = 0.31;
    parameters.loan.maxMortgage = 350_000;
    expect(prequalificationLetterContent({ ...source, parameters }).intro).toContain(
      'tasa fija de 6.25% a 25 años, hasta 31% del ingreso mensual para el pago de vivienda e hipoteca máxima de $350,000',
    );
  });

  it('lists the stored figures in dollars without decimals', () => {
    const figures = Object.fromEntries(prequalificationLetterContent(source).figures);
    expect(figures['Presupuesto total estimado']).toMatch(/^\$\s?260,600$/);
    expect(figures['Subsidio estimado (zona urbana)']).toMatch(/^\$\s?60,000$/);
  });

  it('carries the monthly cost, with its lines, and the cash to close of a calculation that has them', () => {
    const figures = withWholeCost({ homePrice: 250_000, municipality: 'Bayamón' });
    const { monthlyCost, cashToClose, loanAmount } = figures;
    const content = prequalificationLetterContent({ ...source, figures });
    expect(content.homeCost?.heading).toBe('Costo estimado de una vivienda de $250,000 en Bayamón:');
    const rows = Object.fromEntries(content.homeCost!.rows);
    const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
    expect(rows['Préstamo a ese precio']).toBe(usd(loanAmount!));
    expect(rows['Principal e intereses']).toBe(`${usd(monthlyCost!.principalAndInterest)} al mes`);
    expect(rows['Contribución sobre la propiedad (CRIM)']).toBe(`${usd(monthlyCost!.propertyTax)} al mes`);
    expect(rows['Costo mensual total']).toBe(`${usd(monthlyCost!.total)} al mes`);
    expect(rows['Efectivo para el cierre (total)']).toBe(usd(cashToClose!.total));
    // Every line shown adds up to the total shown; lines of $0 (here no flood zone) are left out.
    expect(monthlyCost!.floodInsurance).toBe(0);
    expect(rows['Seguro de inundación']).toBeUndefined();
    const lines = content.homeCost!.rows.filter(([label, value]) => label !== 'Costo mensual total' && value.endsWith(' al mes'));
    expect(lines.reduce((sum, [, value]) => sum + Number(value.replace(/\D/g, '')), 0)).toBe(monthlyCost!.total);
  });

  it('has no whole cost for a calculation made before it existed', () => {
    expect(prequalificationLetterContent(source).homeCost).toBeNull();
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

  it("names both programmes, and says the budget counts the assistance or leaves it out and why (each figure's own versions)", () => {
    const pronto = { ...defaultAssistanceParameters, name: "Pronto pa' tu casa (CDBG-MIT)" };
    const counted = prequalificationLetterContent({
      ...source,
      assistance: pronto,
      figures: { ...before, assistanceProgrammeVersion: 3, assistance: { counted: true, reasons: [], householdSize: 3 } },
    });
    expect(counted.subtitle).toBe("Vivienda Joven (AFV) y Pronto pa' tu casa (CDBG-MIT): compradores de primera vivienda en Puerto Rico");
    expect(counted.assistance).toBe("El presupuesto incluye $60,000 de Pronto pa' tu casa (CDBG-MIT).");
    const reason = "Pronto pa' tu casa (CDBG-MIT) está cerrado desde el 1 de diciembre de 2026";
    const left = prequalificationLetterContent({
      ...source,
      assistance: pronto,
      figures: {
        ...before,
        hbaSubsidy: 0,
        assistanceProgrammeVersion: 4,
        assistance: { counted: false, reasons: [reason], householdSize: 3 },
      },
    });
    expect(left.assistance).toBe(`El presupuesto no incluye asistencia de Pronto pa' tu casa (CDBG-MIT): ${reason}.`);
    // A calculation from before the two programmes says nothing of it.
    expect(prequalificationLetterContent(source).assistance).toBeNull();
  });

  it('carries the programme disclaimer', () => {
    expect(prequalificationLetterContent(source).disclaimer).toContain('no constituyen una aprobación de préstamo');
  });
});

describe('renderLetterPdf', () => {
  it('fits the longest letter on one page: every cost line, and every reason a buyer can fail on at once', async () => {
    // A flood zone and a loan above the mortgage-insurance threshold: all five monthly lines are there.
    const figures = withWholeCost({ homePrice: 400_000, municipality: 'Bayamón', floodZone: true, annualIncome: 90_000 });
    expect(Object.values(figures.monthlyCost!).every((amount) => amount > 0)).toBe(true);
    const content = prequalificationLetterContent({
      ...source,
      buyerName: 'María de los Ángeles Rodríguez Santiago',
      figures,
      eligibility: {
        id: 'e',
        qualifies: false,
        // A current owner is never also a recent previous owner: every other reason.
        reasons: Object.entries(eligibilityReasons(defaultProgrammeParameters))
          .filter(([key]) => key !== 'firstHome')
          .map(([, reason]) => reason),
        createdAt: '2026-11-19T15:00:00Z',
      },
    });
    const pdf = await PDFDocument.load(await renderLetterPdf(content, 'María de los Ángeles Rodríguez Santiago'));
    expect(pdf.getPageCount()).toBe(1);
  });
});
