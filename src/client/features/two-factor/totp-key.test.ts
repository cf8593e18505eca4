import { describe, expect, it } from 'vitest';
import { groupedKey, secretOfUri } from './totp-key';

describe('the typed key of an enrolment', () => {
  it('reads the secret of an otpauth URI, without padding', () => {
    const uri = 'otpauth://totp/Casa%20Joven%20PR:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Casa%20Joven%20PR&digits=6';
    expect(secretOfUri(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretOfUri('otpauth://totp/x?secret=MFRGGZDF====')).toBe('MFRGGZDF');
  });

  it('gives nothing for a URI without a secret or no URI at all', () => {
    expect(secretOfUri('otpauth://totp/x?issuer=y')).toBe('');
    expect(secretOfUri('not a uri')).toBe('');
  });

  it('groups the key in fours', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedKey('')).toBe('');
  });
});
