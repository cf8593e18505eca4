import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/app';

const { database, anonymous } = await setupTestApp();

describe('GET /healthz', () => {
  it('runs on the database the suite was asked for', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('says the database answers', async () => {
    const response = await anonymous.get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('says 503 when the database does not answer', async () => {
    const original = database.ping;
    database.ping = async () => false;
    try {
      const response = await anonymous.get('/healthz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      database.ping = original;
    }
  });
});
