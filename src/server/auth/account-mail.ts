// The two account e-mails better-auth asks us to send: both go through the outbox like every other mail, with links
// we build from the token so they always land on our own screens (whatever callback a caller passed).
import { screens } from '../../shared/screens';
import type { Db } from '../db/client';
import { queueEmail } from '../mail/outbox';
import { emailVerificationEmail, passwordResetEmail } from '../mail/templates';

export const resetPasswordTokenSeconds = 60 * 60;
export const emailVerificationSeconds = 24 * 60 * 60;

/** Where the verification link lands: the dashboard, which thanks the buyer (or explains `error=`). */
export const emailVerifiedLanding = `${screens.dashboard}?verificado=1`;

/** Staff log in through the institution portal, so their reset screen sends them back there. */
export function resetPasswordLanding(role: unknown): string {
  return role === 'institution' ? `${screens.resetPassword}?portal=institucion` : screens.resetPassword;
}

interface MailUser {
  email: string;
  role?: unknown;
}

export async function queuePasswordResetEmail(db: Db, publicUrl: string, user: MailUser, token: string): Promise<void> {
  const path = `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(resetPasswordLanding(user.role))}`;
  await queueEmail(db, { kind: 'password-reset', to: user.email, ...passwordResetEmail(publicUrl, { path }) });
}

export async function queueEmailVerificationEmail(db: Db, publicUrl: string, user: MailUser, token: string): Promise<void> {
  const path = `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(emailVerifiedLanding)}`;
  const mail = emailVerificationEmail(publicUrl, { path, validHours: emailVerificationSeconds / 3600 });
  await queueEmail(db, { kind: 'email-verification', to: user.email, ...mail });
}
