// The session cookies of the demo buyer and the demo institution's officer (src/server/db/seed.ts), signed in over HTTP;
// the officer, like every officer, with the password and then a code from the demo login's published key.
import { apiPaths } from '../../src/shared/api-paths';
import { demoBuyer, demoInstitution } from '../../src/server/db/demo-accounts';
import { totpCode } from '../../src/test/totp';

async function post(appUrl: string, pathname: string, body: Record<string, string>, cookie = ''): Promise<string> {
  const response = await fetch(`${appUrl}${pathname}`, {
    method: 'POST',
    headers: { origin: appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function signIn(appUrl: string) {
  const { email, password, institutionName, totpSecret } = demoInstitution;
  const challenge = await post(appUrl, apiPaths.institutionLogin, { email, password, institutionName });
  return {
    buyer: await post(appUrl, apiPaths.auth.signInEmail, { email: demoBuyer.email, password: demoBuyer.password }),
    officer: await post(appUrl, apiPaths.auth.twoFactor.verifyTotp, { code: totpCode(totpSecret) }, challenge),
  };
}
