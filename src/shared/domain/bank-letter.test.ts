import { describe, expect, it } from 'vitest';
import { bankLetterText, composeBankLetter, type BankLetterInput } from './bank-letter';

const input: BankLetterInput = {
  bankName: 'Banco Popular de Puerto Rico',
  buyer: {
    nombre: 'Gabriela Colón',
    email: 'gabriela@example.com',
    movil: '(787) 555-0123',
    municipio: 'Bayamón',
    rangoPrecio: '150000-200000',
  },
  eligibility: { employmentStatus: 'full-time', housingHistory: 'first-time' },
  figures: {
    annualIncome: 60_000,
    monthlyDebts: 0,
    downPayment: 5_000,
    zone: 'urban',
    maxMortgage: 260_794,
    monthlyPayment: 1_400,
    hbaSubsidy: 60_000,
    totalBudget: 325_794,
  },
  date: new Date('2026-11-21T15:00:00Z'),
};

describe('composeBankLetter', () => {
  const letter = composeBankLetter(input);
  const text = bankLetterText(letter);

  it('addresses the bank and is signed and dated by the buyer, in es-PR', () => {
    expect(letter.subject).toBe('Solicitud de precualificación hipotecaria: Gabriela Colón');
    expect(letter.greeting).toBe('Estimado equipo de Banco Popular de Puerto Rico:');
    expect(letter.date).toBe('Bayamón, Puerto Rico, 21 de noviembre de 2026');
    expect(text).toMatch(/Atentamente,\nGabriela Colón/);
  });

  it("states the buyer's choices with Spanish labels and the figures in dollars without decimals", () => {
    expect(text).toContain('- Rango de precio: $150,000 - $200,000');
    expect(text).toContain('- Situación de empleo: Empleo a tiempo completo');
    expect(text).toContain('- Historial de vivienda: Nunca he tenido casa propia');
    expect(text).toMatch(/- Hipoteca máxima estimada: \$\s?260,794\n/);
    expect(text).toMatch(/- Subsidio estimado \(zona urbana\): \$\s?60,000\n/);
    expect(text).toMatch(/- Presupuesto total estimado: \$\s?325,794\n/);
  });

  it("gives the bank the buyer's contact details and the programme disclaimer", () => {
    expect(text).toContain('gabriela@example.com');
    expect(text).toContain('(787) 555-0123');
    expect(text).toContain('no constituyen una aprobación de préstamo');
  });
});
