// The consent records' client hash (decision 0121): keyed, stable for one key, different under another.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientHashScheme, clientHasher } from './client-hash';

const secret = 'un-secreto-de-prueba-de-al-menos-32-caracteres';
const phone = { ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (Linux; Android 15)' };

describe('clientHasher', () => {
  it('is not the unsalted SHA-256 of address and browser, and names its scheme', () => {
    const hash = clientHasher(secret)(phone);
    expect(hash).toMatch(/^hmac1:[0-9a-f]{64}$/);
    for (const plain of [`${phone.ip}\n${phone.userAgent}`, `${phone.ip}${phone.userAgent}`, phone.ip]) {
      expect(hash).not.toContain(createHash('sha256').update(plain).digest('hex'));
    }
    expect(clientHashScheme(hash)).toBe('HMAC-SHA-256');
    // A record written before the keyed hash keeps its bare SHA-256.
    expect(clientHashScheme(createHash('sha256').update('x').digest('hex'))).toBe('SHA-256');
  });

  it('is stable for the same inputs and key, and changes with the key or the inputs', () => {
    expect(clientHasher(secret)(phone)).toBe(clientHasher(secret)({ ...phone }));
    expect(clientHasher(`${secret}-otro`)(phone)).not.toBe(clientHasher(secret)(phone));
    expect(clientHasher(secret)({ ...phone, ip: '198.51.100.24' })).not.toBe(clientHasher(secret)(phone));
    expect(clientHasher(secret)({ ...phone, userAgent: 'curl/8.0' })).not.toBe(clientHasher(secret)(phone));
  });

  it('is not a plain HMAC under the session secret: the key is derived for this use alone', () => {
    const underSecret = createHmac('sha256', secret).update(`${phone.ip}\n${phone.userAgent}`).digest('hex');
    expect(clientHasher(secret)(phone)).not.toContain(underSecret);
  });
});
