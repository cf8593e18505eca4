import { describe, expect, it } from 'vitest';
import { amortize } from './amortization';

const cents = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);

describe('amortize (docs/product/programme.md#amortization)', () => {
  const plain = amortize(100_000, 0.05, 30);

  it('pays $100,000 at 5 % over 30 years with 536.82 a month', () => {
    // r = 0.05 / 12 = 0.00416667; 100,000 × r ÷ (1 − (1 + r)^−360) = 100,000 × 0.00416667 ÷ 0.776173 = 536.82.
    expect(plain.monthlyPayment).toBe(536.82);
    expect(plain.termMonths).toBe(360);
    expect(plain.months).toHaveLength(360);
    // Month 1: interest 100,000 × r = 416.67; principal 536.82 − 416.67 = 120.15; balance 99,879.85.
    expect(plain.months[0]).toEqual({ period: 1, principal: 120.15, interest: 416.67, balance: 99_879.85 });
    // Month 2: interest 99,879.85 × r = 416.17; principal 120.65.
    expect(plain.months[1]).toEqual({ period: 2, principal: 120.65, interest: 416.17, balance: 99_759.2 });
  });

  it('ends at a zero balance, the last month paying what rounding left, and the principal adds up to the loan', () => {
    expect(plain.months.at(-1)).toEqual({ period: 360, principal: 535.91, interest: 2.23, balance: 0 });
    expect(cents(plain.months.map((m) => m.principal))).toBe(10_000_000);
    // 359 payments of 536.82 and a last one of 535.91 + 2.23 = 538.14, less the 100,000 borrowed: 93,256.52.
    expect(plain.totalInterest).toBe(93_256.52);
    expect(cents(plain.months.map((m) => m.interest))).toBe(9_325_652);
    expect(plain.monthsSaved).toBe(0);
    expect(plain.interestSaved).toBe(0);
  });

  it("sums each loan year of months into one row that ends at that year's balance", () => {
    expect(plain.years).toHaveLength(30);
    // Year 1: 12 payments of 536.82 = 6,441.84, of which 4,966.50 interest and 1,475.34 principal.
    expect(plain.years[0]).toEqual({ period: 1, principal: 1_475.34, interest: 4_966.5, balance: 98_524.66 });
    plain.years.forEach((year, index) => {
      const months = plain.months.slice(index * 12, index * 12 + 12);
      expect(Math.round(year.principal * 100)).toBe(cents(months.map((m) => m.principal)));
      expect(Math.round(year.interest * 100)).toBe(cents(months.map((m) => m.interest)));
      expect(year.balance).toBe(months.at(-1)!.balance);
    });
    expect(cents(plain.years.map((y) => y.interest))).toBe(9_325_652);
  });

  it('with $100 more a month toward principal, pays off 104 months sooner and saves $30,580.57 of interest', () => {
    const extra = amortize(100_000, 0.05, 30, 100);
    // Closed form: n = −ln(1 − r × 100,000 ÷ 636.82) ÷ ln(1 + r) = −ln(0.345708) ÷ 0.00415801 = 255.44, so the 256th
    // payment is the last (a partial one).
    const r = 0.05 / 12;
    const n = -Math.log(1 - (r * 100_000) / 636.82) / Math.log(1 + r);
    expect(Math.ceil(n)).toBe(256);
    expect(extra.months).toHaveLength(256);
    expect(extra.monthsSaved).toBe(360 - 256);
    expect(extra.months.at(-1)!.balance).toBe(0);
    // Interest ≈ n × 636.82 − 100,000 = 62,669 give or take the rounding of each month; month by month to the cent
    // (checked with an independent Python run, Decimal with half-up rounding): 62,675.95.
    expect(Math.abs(extra.totalInterest - (n * 636.82 - 100_000))).toBeLessThan(10);
    expect(extra.totalInterest).toBe(62_675.95);
    expect(extra.interestSaved).toBe(30_580.57); // 93,256.52 − 62,675.95
    // The scheduled payment stays the same; the extra is reported beside it.
    expect(extra.monthlyPayment).toBe(536.82);
    expect(extra.extraMonthlyPayment).toBe(100);
    // Month 1: the same 416.67 of interest; 536.82 + 100 − 416.67 = 220.15 of principal.
    expect(extra.months[0]).toEqual({ period: 1, principal: 220.15, interest: 416.67, balance: 99_779.85 });
    expect(extra.years).toHaveLength(22); // 256 months: 21 whole years and 4 months
  });

  it('pays off at once an extra larger than the balance, and ignores a negative extra', () => {
    const once = amortize(1_000, 0.06, 1, 5_000);
    // Interest on the first month: 1,000 × 0.5 % = 5; the whole 1,000 goes to principal.
    expect(once.months).toEqual([{ period: 1, principal: 1_000, interest: 5, balance: 0 }]);
    expect(once.monthsSaved).toBe(11);
    expect(amortize(1_000, 0.06, 1, -50)).toMatchObject({ extraMonthlyPayment: 0, monthsSaved: 0 });
  });

  it('divides the loan evenly at a zero rate, and has no schedule for no loan', () => {
    const free = amortize(12_000, 0, 1);
    expect(free.monthlyPayment).toBe(1_000);
    expect(free.months.every((m) => m.interest === 0 && m.principal === 1_000)).toBe(true);
    expect(free.totalInterest).toBe(0);
    expect(amortize(0, 0.05, 30)).toMatchObject({ monthlyPayment: 0, months: [], years: [], totalInterest: 0 });
  });
});
