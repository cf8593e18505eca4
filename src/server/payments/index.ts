import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { simulatedProvider } from './simulated';

export type { PaymentProvider } from './provider';

export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.paymentProvider) {
    case 'simulated':
      return simulatedProvider();
  }
}
