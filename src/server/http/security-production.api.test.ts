import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app';

// The production headers, on the real app built with the production environment.
const { anonymous } = await setupTestApp({}, { env: 'production' });

describe('production headers', () => {
  it('adds HSTS and a restrictive Permissions-Policy to every answer', async () => {
    for (const url of ['/healthz', '/api/public-config', '/api/no-existe']) {
      const response = await anonymous.get(url);
      expect(String(response.headers['strict-transport-security']), url).toMatch(/max-age=\d{7,}; includeSubDomains/);
      expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
    }
  });
});
