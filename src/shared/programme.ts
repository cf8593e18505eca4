// The homebuyer-assistance programme's numbers (docs/product/constants.md). A change of programme is a change of this file.
export const programme = {
  minAge: 21,
  maxAge: 35,
  graduationWithinYears: 5,
  minAnnualIncome: 20_000,
  maxAnnualIncome: 200_000,
  maxMortgage: 330_000,
  annualInterestRate: 0.05,
  loanTermYears: 30,
  debtToIncomeRatio: 0.28,
  baseSubsidy: 55_000,
  urbanSubsidyBonus: 5_000,
  /** 98 % of value plus 7 % for closing and moving costs. */
  loanToValueRatio: 1.05,
  loanToValueBasePercent: 98,
  loanToValueCostsPercent: 7,
} as const;

export const maxSubsidy = programme.baseSubsidy + programme.urbanSubsidyBonus;

/** Default lead prices in integer cents (docs/product/constants.md#prices-are-configuration); the server's configuration may override them. */
export const defaultPrices = { connectionRequestCents: 500, unlockCents: 4_500 } as const;
