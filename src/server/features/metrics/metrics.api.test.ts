// GET /metrics: Prometheus text for loopback callers or the bearer token; everyone else gets the app's ordinary
// "not found". Requests are counted by route pattern, never by raw URL.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/app';
import { queueEmail } from '../../mail/outbox';

const token = 'token-de-metricas-de-prueba-123';
const { app, database, anonymous } = await setupTestApp({ METRICS_TOKEN: token });

const outsider = '203.0.113.7';
const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

describe('GET /metrics', () => {
  it('answers a loopback caller with the request counter of a route just called, labelled by its pattern', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    expect((await anonymous.get(`/api/conversations/${id}/messages`)).statusCode).toBe(401);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('http_requests_total{method="GET",route="/api/conversations/:id/messages",status_code="401"} 1');
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/conversations/:id/messages",status_code="401"} 1',
    );
    expect(response.body).not.toContain(id);
  });

  it('reports the outbox backlog, open event streams, the pool on PostgreSQL and the process', async () => {
    await queueEmail(database.db, { kind: 'prueba', to: 'metricas@example.com', subject: 'Asunto', text: 'Texto' });
    const body = (await scrape()).body;
    expect(body).toContain('casa_database_up 1');
    expect(body).toContain('casa_outbox_emails{status="pending"} 1');
    expect(body).toContain('casa_outbox_emails{status="failed"} 0');
    expect(body).toMatch(/^casa_outbox_oldest_pending_age_seconds \d+$/m);
    expect(body).toContain('casa_live_streams_open 0');
    expect(body).toContain('process_cpu_user_seconds_total');
    if (database.kind === 'postgres') expect(body).toMatch(/^casa_db_pool_connections \d+$/m);
    else expect(body).not.toContain('casa_db_pool_connections');
  });

  it('answers another address without the token as any unknown path', async () => {
    const response = await scrape({ remoteAddress: outsider });
    const unknown = await app.inject({ method: 'GET', url: '/no-existe', remoteAddress: outsider });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers another address presenting the token', async () => {
    const response = await scrape({ remoteAddress: outsider, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
  });

  it('refuses a wrong token with 404', async () => {
    for (const wrong of [`${token}x`, token.slice(0, -1), 'otro']) {
      expect((await scrape({ remoteAddress: outsider, headers: { authorization: `Bearer ${wrong}` } })).statusCode).toBe(404);
    }
    expect((await scrape({ remoteAddress: outsider, headers: { authorization: token } })).statusCode).toBe(404);
  });

  it('does not take a request relayed by a proxy on this machine for a local one', async () => {
    // The proxy's connection is loopback; the forwarding header says someone else is behind it (forged or not).
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': outsider },
      { forwarded: 'for=198.51.100.1' },
    ];
    for (const headers of relayed) {
      expect((await scrape({ headers })).statusCode).toBe(404);
    }
    expect((await scrape({ headers: { 'x-forwarded-for': outsider, authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
