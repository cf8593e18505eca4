// Money is stored in integer cents (ARCHITECTURE conventions) and travels in dollars.
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;
