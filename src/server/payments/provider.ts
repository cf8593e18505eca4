// Where the money is taken. The simulated provider is the embedded default; Stripe plugs in behind the same shape.

export interface CheckoutRequest {
  paymentId: string;
  kind: 'request' | 'unlock';
  amountCents: number;
  /** Shown on the checkout page; internal ids only, never a buyer's or an officer's personal data. */
  description: string;
  /** Absolute URLs back to the app; `{CHECKOUT_SESSION_ID}` is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface RefundRequest {
  paymentId: string;
  sessionId: string;
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  /** Whether the officer may confirm a payment from our own checkout page (POST /api/simulate-payment-success). */
  readonly confirmsInApp: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes a checkout we abandoned (a newer one replaced it), so it can no longer take money. Best effort. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Gives the money back; resolves with the provider's refund id. Safe to retry for the same payment. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
