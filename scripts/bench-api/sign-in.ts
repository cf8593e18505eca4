// The session cookies of the demo buyer and the demo institution's officer (src/server/db/seed.ts), signed in over HTTP.
import { apiPaths } from '../../src/shared/api-paths';

async function sessionCookie(appUrl: string, pathname: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(`${appUrl}${pathname}`, {
    method: 'POST',
    headers: { origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function signIn(appUrl: string) {
  return {
    buyer: await sessionCookie(appUrl, apiPaths.auth.signInEmail, { email: 'demo@casajovenpr.example.com', password: 'CasaJoven2026!' }),
    officer: await sessionCookie(appUrl, apiPaths.institutionLogin, {
      email: 'oficial@banco-prueba.example.com',
      password: 'Institucion2026!',
      institutionName: 'Banco de Prueba Casa Joven',
    }),
  };
}
