// Where the money is taken. The simulated provider is the embedded default; Stripe plugs in behind the same shape.

export interface CheckoutRequest {
  paymentId: string;
  kind: 'request' | 'unlock';
  amountCents: number;
  /** Shown on the checkout page; internal ids only, never a buyer's or an officer's personal data. */
  description: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  /** Whether the officer may confirm a payment from our own checkout page (POST /api/simulate-payment-success). */
  readonly confirmsInApp: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
