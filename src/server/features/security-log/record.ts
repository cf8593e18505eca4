// One row of the security log (docs/security.md#security-log-and-alerts).
import type { SecurityEventType } from '../../../shared/schemas/security';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

export interface SecurityEvent {
  type: SecurityEventType;
  /** The account the event is about; null only for a failed sign-in with an e-mail that has no account. */
  userId: string | null;
  actorUserId?: string;
  institutionId?: string | null;
  /** Ids, counts and labels only: never a password, a buyer's contact data or an unknown e-mail in clear. */
  detail?: Record<string, string | number | boolean>;
}

/** `db` may be a transaction, so the event is written with the change it records. */
export async function recordSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(schema.securityEvents).values({
    type: event.type,
    userId: event.userId,
    actorUserId: event.actorUserId ?? null,
    institutionId: event.institutionId ?? null,
    detail: event.detail ?? null,
  });
}
