import type { CurrentUser } from '../../../shared/schemas/auth';
import type { Viewer } from '../../auth/viewer';

export function currentUser(viewer: Viewer): CurrentUser {
  const firstName = viewer.name.trim().split(/\s+/)[0] || null;
  return {
    id: viewer.userId,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    firstName,
    name: viewer.name,
    username: viewer.email.split('@')[0] ?? viewer.email,
    role: viewer.role,
    institution: viewer.institution,
    twoFactorEnabled: viewer.twoFactorEnabled,
    secondFactorPassed: viewer.secondFactorAt !== null,
  };
}

export { afterTwoFactorStep, issuedSessionToken } from './second-factor';
