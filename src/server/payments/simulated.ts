// The built-in provider (docs/product/api.md#payments-count-only-when-the-provider-confirms-them): a Spanish test checkout page in our own app; no money moves.
import { screens } from '../../shared/screens';
import type { PaymentProvider } from './provider';

export function simulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    confirmsInApp: true,
    async createCheckout() {
      const sessionId = `sim_${crypto.randomUUID()}`;
      return { sessionId, url: `${screens.simulatedCheckout}?session_id=${encodeURIComponent(sessionId)}` };
    },
    async expireCheckout() {
      // Our own page already refuses a canceled payment.
    },
    async refund({ paymentId }) {
      // No money moved, so none moves back; the id only names the refund in the ledger.
      return { refundId: `sim_re_${paymentId}` };
    },
  };
}
