// The loan's schedule month by month and year by year (docs/product/programme.md#amortization): a fixed payment at a
// fixed rate, optionally with an extra payment toward principal each month, which shortens the loan.
// Worked in cents so every row adds up; the answer is in dollars with cents.

export interface AmortizationRow {
  /** Month 1 is the first payment; a yearly row's `period` is the loan year. */
  period: number;
  principal: number;
  interest: number;
  balance: number;
}

export interface AmortizationSchedule {
  loanAmount: number;
  annualInterestRate: number;
  termMonths: number;
  /** The scheduled monthly principal and interest, without the extra payment. */
  monthlyPayment: number;
  extraMonthlyPayment: number;
  months: AmortizationRow[];
  years: AmortizationRow[];
  totalInterest: number;
  /** Compared with the same loan with no extra payment. */
  monthsSaved: number;
  interestSaved: number;
}

interface Run {
  months: AmortizationRow[];
  interestCents: number;
}

function run(loanCents: number, monthlyRate: number, paymentCents: number, extraCents: number, termMonths: number): Run {
  const months: AmortizationRow[] = [];
  let balance = loanCents;
  let interestCents = 0;
  for (let period = 1; balance > 0 && period <= termMonths; period++) {
    const interest = Math.round(balance * monthlyRate);
    // The last scheduled month pays whatever rounding left.
    const due = period === termMonths ? balance : Math.min(balance, paymentCents + extraCents - interest);
    balance -= due;
    interestCents += interest;
    months.push({ period, principal: due / 100, interest: interest / 100, balance: balance / 100 });
  }
  return { months, interestCents };
}

function byYear(months: AmortizationRow[]): AmortizationRow[] {
  const years: AmortizationRow[] = [];
  for (const month of months) {
    const period = Math.ceil(month.period / 12);
    const year = years[period - 1] ?? (years[period - 1] = { period, principal: 0, interest: 0, balance: 0 });
    // Summed in cents: adding dollars with cents drifts.
    year.principal = Math.round(year.principal * 100 + month.principal * 100) / 100;
    year.interest = Math.round(year.interest * 100 + month.interest * 100) / 100;
    year.balance = month.balance;
  }
  return years;
}

export function amortize(loanAmount: number, annualInterestRate: number, termYears: number, extraMonthlyPayment = 0): AmortizationSchedule {
  const loanCents = Math.round(loanAmount * 100);
  const termMonths = termYears * 12;
  const monthlyRate = annualInterestRate / 12;
  const paymentCents =
    loanCents === 0
      ? 0
      : Math.round(monthlyRate === 0 ? loanCents / termMonths : (loanCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths));
  const extraCents = Math.max(0, Math.round(extraMonthlyPayment * 100));
  const plain = run(loanCents, monthlyRate, paymentCents, 0, termMonths);
  const actual = extraCents === 0 ? plain : run(loanCents, monthlyRate, paymentCents, extraCents, termMonths);
  return {
    loanAmount: loanCents / 100,
    annualInterestRate,
    termMonths,
    monthlyPayment: paymentCents / 100,
    extraMonthlyPayment: extraCents / 100,
    months: actual.months,
    years: byYear(actual.months),
    totalInterest: actual.interestCents / 100,
    monthsSaved: plain.months.length - actual.months.length,
    interestSaved: (plain.interestCents - actual.interestCents) / 100,
  };
}
