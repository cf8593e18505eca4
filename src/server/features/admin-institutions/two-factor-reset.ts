// An officer who lost the phone: the operator resets the second factor. The officer's sessions end, the next sign-in
// asks to enrol again, the reset is in the security log and the officer is told by e-mail (docs/product/two-factor.md).
import { eq } from 'drizzle-orm';
import type { AdminInstitutionDetail } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { queueEmail } from '../../mail/outbox';
import { twoFactorResetEmail } from '../../mail/templates';
import { recordSecurityEvent } from '../security-log/service';
import { findStaff, getInstitutionDetail } from './service';

export async function resetStaffTwoFactor(db: Db, publicUrl: string, userId: string, operatorId: string): Promise<AdminInstitutionDetail> {
  const staff = await findStaff(db, userId);
  await db.transaction(async (tx) => {
    await tx.delete(schema.twoFactor).where(eq(schema.twoFactor.userId, staff.id));
    await tx.update(schema.user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(schema.user.id, staff.id));
    await tx.delete(schema.session).where(eq(schema.session.userId, staff.id));
    await recordSecurityEvent(tx, {
      type: 'two_factor_reset',
      userId: staff.id,
      actorUserId: operatorId,
      institutionId: staff.institutionId,
    });
    await queueEmail(tx, { kind: 'two-factor-reset', to: staff.email, ...twoFactorResetEmail(publicUrl) });
  });
  return getInstitutionDetail(db, staff.institutionId);
}
