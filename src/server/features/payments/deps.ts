// What the payments feature works with, and the row it passes between its modules.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { schema } from '../../db/client';
import type { PaymentProvider } from '../../payments';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  config: Config;
}

export type PaymentRow = typeof schema.payments.$inferSelect;
export type PaymentKind = PaymentRow['kind'];
