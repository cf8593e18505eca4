import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app';

// A stand-in for dist/client: the server's file serving is what is under test, not the build.
const clientDir = mkdtempSync(path.join(tmpdir(), 'casa-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"><!--app--></div>');
writeFileSync(path.join(clientDir, 'landing.html'), '<div id="root" data-prerendered="/"><h1>Tu primera casa</h1></div>');
writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');

const { anonymous } = await setupTestApp({}, { clientDir });

describe('serving the built client', () => {
  it('serves the pre-rendered landing page at /', async () => {
    const response = await anonymous.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-prerendered="/"');
  });

  it('serves the app shell for a known screen', async () => {
    const response = await anonymous.get('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--app-->');
  });

  it('serves the app shell with 404 for an unknown path, so the client shows "Page Not Found"', async () => {
    const response = await anonymous.get('/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<!--app-->');
  });

  it('caches hashed assets for a year', async () => {
    const response = await anonymous.get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never serves a file outside the client folder', async () => {
    const response = await anonymous.get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
    expect([403, 404]).toContain(response.statusCode);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await anonymous.get('/api/nada');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No encontrado.' });
  });
});
