// The peer the app is measured against: a bare Fastify 5 server with a `pg` pool doing the same session lookup as
// GET /api/auth/user (the session by its cookie's token, then its user: two queries), and nothing else: no logging,
// hooks, headers or validation. Run as its own process by main.ts; prints its URL on stdout when listening.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const app = Fastify();

/** better-auth's cookie value is `<token>.<signature>`, URL-encoded; the token is what the session table holds. */
function sessionToken(cookieHeader: string | undefined): string | null {
  const pair = cookieHeader?.split(/;\s*/).find((part) => part.split('=')[0]!.endsWith('session_token'));
  if (!pair) return null;
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1)).split('.')[0] ?? null;
}

app.get('/api/auth/user', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  if (!token) return reply.status(401).send({ message: 'no session' });
  const session = await pool.query<{ user_id: string }>('select user_id from session where token = $1 and expires_at > now()', [token]);
  const userId = session.rows[0]?.user_id;
  if (!userId) return reply.status(401).send({ message: 'no session' });
  const user = await pool.query('select id, email, name, role, email_verified from "user" where id = $1', [userId]);
  return { user: user.rows[0] };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
