import { describe, expect, it } from 'vitest';
import { apiPaths } from '../shared/api-paths';
import { inAppTarget, signedInUserPath, type LinkClick } from './landing-behaviour';

const page = { origin: 'https://casajoven.example', pathname: '/' };
const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, more: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, page.origin).href,
  target: more.target ?? '',
  download: more.download ?? false,
});

describe('which clicks on the landing page the app takes over', () => {
  it('a plain click on a link to a screen, with its query and hash', () => {
    expect(inAppTarget(click, link('/institution-login'), page)).toBe('/institution-login');
    expect(inAppTarget(click, link('/login?mode=sign-up#x'), page)).toBe('/login?mode=sign-up#x');
    expect(inAppTarget(click, link('/'), page)).toBe('/');
  });

  it('not sign-in or sign-out, which are browser navigations to the server', () => {
    expect(inAppTarget(click, link('/api/login'), page)).toBeNull();
    expect(inAppTarget(click, link('/api/logout'), page)).toBeNull();
  });

  it('not another site, another window, a download or a jump within the page', () => {
    expect(inAppTarget(click, link('https://otro.example/'), page)).toBeNull();
    expect(inAppTarget(click, link('/guide', { target: '_blank' }), page)).toBeNull();
    expect(inAppTarget(click, link('/guide', { download: true }), page)).toBeNull();
    expect(inAppTarget(click, link('#contenido'), page)).toBeNull();
    expect(inAppTarget(click, link('/guide', { target: '_self' }), page)).toBe('/guide');
  });

  it('not a click with a modifier key, another button or one already handled', () => {
    for (const other of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(inAppTarget({ ...click, ...other }, link('/guide'), page)).toBeNull();
    }
  });
});

describe('the landing script', () => {
  it('asks who is signed in where the app asks', () => {
    expect(signedInUserPath).toBe(apiPaths.auth.user);
  });
});
