// The security log: who changed a way into an account, and when (docs/security.md#security-log).
import type { SecurityEventType } from '../../../shared/schemas/security';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

export interface SecurityEvent {
  type: SecurityEventType;
  userId: string;
  actorUserId?: string;
  institutionId?: string | null;
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
