/**
 * The one word that marks what is not real money or a real lender: test prices and the simulated checkout
 * (src/client/lib/prices.ts) and the fictitious test institutions as buyers see them (decisions 0070 and 0071).
 */
export const testMarker = '(prueba)';

/** What every screen that starts or confirms a checkout says while checkouts are simulated (decision 0070). */
export const testPaymentNotice = 'Pago de prueba: no se cobra dinero real.';

export const withTestMarker = (text: string, isTest: boolean) => (isTest ? `${text} ${testMarker}` : text);
