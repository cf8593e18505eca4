import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { simulatedProvider } from './simulated';
import { stripeProvider } from './stripe';

export type { PaymentProvider } from './provider';

export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.paymentProvider) {
    case 'simulated':
      return simulatedProvider();
    case 'stripe':
      if (!config.stripe) throw new Error('Stripe is selected without its keys');
      return stripeProvider(config.stripe);
  }
}
