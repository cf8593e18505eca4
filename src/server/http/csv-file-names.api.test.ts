// Every CSV export is named with the Puerto Rico date: at 9:30 pm on March 9 in Puerto Rico it is already March 10
// in UTC, and the file must still say March 9.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, createStaff, setupTestApp } from '../../test/app';

const built = await setupTestApp();
const { app } = built;
const bank = await createStaff(built);
const admin = await createAdmin(built);

afterEach(() => vi.useRealTimers());

const exports = [
  { url: '/api/leads-for-banks/export.csv', cookie: bank.cookie, fileName: 'leads-2026-03-09.csv' },
  { url: '/api/admin/payments/export.csv', cookie: admin.cookie, fileName: 'pagos-2026-03-09.csv' },
  { url: '/api/admin/leads/stats.csv', cookie: admin.cookie, fileName: 'estadisticas-leads-2026-03-09.csv' },
];

describe('CSV file names', () => {
  it.each(exports)('$url carries the Puerto Rico date after 8 pm there', async ({ url, cookie, fileName }) => {
    // 01:30 UTC on March 10 is 21:30 on March 9 in Puerto Rico (UTC−4 all year).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T01:30:00Z') });
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  });
});
