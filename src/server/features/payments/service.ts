// The payments feature's public face: its routes and other features import from here, never from the modules.
// checkout.ts starts a payment, confirmation.ts applies a confirmed one, stripe-events.ts applies Stripe's events,
// own-payment.ts serves an officer's own.
export type { PaymentDeps } from './deps';
export { startCheckoutForRequest, startRequestCheckout, startUnlockCheckout } from './checkout';
export { closePendingPayment, confirmPayment, confirmPaymentIn } from './confirmation';
export { cancelOwnPayment, getOwnPayment, simulatePaymentSuccess } from './own-payment';
export { handleStripeEvent, type WebhookOutcome } from './stripe-events';
