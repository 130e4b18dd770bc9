import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { findApp, type AppEntry } from '@beacon/shared/apps';
import { buildAppServer } from './appServer';
import { onionOriginFrom } from './onion';
import { SECURITY_TXT_DEFAULT_DAYS, securityTxt } from './securityTxt';
import { makeBuild } from '../testing/testBuild';

const ONION = `http://${'a2345bcdefghijklmnopqrstuvwxyz7'.padEnd(56, 'q')}.onion`;
const DAY_MS = 24 * 60 * 60 * 1000;

const appNamed = (dir: string): AppEntry => {
  const app = findApp(dir);
  if (!app) throw new Error(`no app ${dir}`);
  return app;
};

describe('ONION_URL', () => {
  it('accepts a v3 onion origin only, and is off when unset', () => {
    expect(onionOriginFrom({ ONION_URL: `${ONION}/` })).toBe(ONION);
    expect(onionOriginFrom({})).toBeNull();
    for (const bad of [
      'https://example.org',
      `https://${ONION.slice(7)}`, // Tor Browser expects http: the onion service encrypts already
      `http://${'a'.repeat(16)}.onion`, // a v2 address
      `http://${'A'.repeat(56)}.onion`,
      `${ONION}/tips`,
      `${ONION}.evil.example`,
    ]) {
      expect(() => onionOriginFrom({ ONION_URL: bad })).toThrow(/ONION_URL must be/);
    }
  });

  describe('on a page server', () => {
    let root = '';
    let withOnion: FastifyInstance;
    let without: FastifyInstance;
    beforeAll(async () => {
      root = makeBuild().root;
      withOnion = await buildAppServer({ app: appNamed('mfe-engage'), distDir: root, env: { ONION_URL: ONION } });
      without = await buildAppServer({ app: appNamed('mfe-engage'), distDir: root, env: {} });
    });
    afterAll(async () => {
      await Promise.all([withOnion.close(), without.close()]);
      fs.rmSync(path.dirname(root), { recursive: true, force: true });
    });

    it('sends Onion-Location with the same page on pages only, and only when ONION_URL is set', async () => {
      const page = await withOnion.inject({ url: '/tips?x=1' });
      expect(page.headers['onion-location']).toBe(`${ONION}/tips?x=1`);
      expect((await withOnion.inject({ url: '/' })).headers['onion-location']).toBe(`${ONION}/`);
      expect((await withOnion.inject({ url: '/config.json' })).headers['onion-location']).toBeUndefined();
      expect((await without.inject({ url: '/tips' })).headers['onion-location']).toBeUndefined();
    });

    it('refuses to start with a malformed ONION_URL', async () => {
      await expect(buildAppServer({ app: appNamed('mfe-engage'), distDir: root, env: { ONION_URL: 'http://tips.onion' } })).rejects.toThrow(
        /ONION_URL must be/,
      );
    });
  });
});

describe('security.txt', () => {
  const now = new Date('2031-01-10T08:30:00.000Z');
  const input = { siteUrl: 'https://site.test', apiUrl: 'https://api.site.test', pressEmail: 'press@site.test', now };
  const fields = (text: string): Record<string, string> =>
    Object.fromEntries(
      text
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
    );

  it('has the RFC 9116 fields from the configuration; by default it expires 180 days after the start', () => {
    const text = securityTxt({}, input);
    expect(text.endsWith('\n')).toBe(true);
    expect(fields(text)).toEqual({
      Contact: 'mailto:press@site.test',
      Expires: '2031-07-09T08:30:00Z',
      Encryption: 'https://api.site.test/tips/key.asc',
      Canonical: 'https://site.test/.well-known/security.txt',
      Policy: 'https://site.test/privacy',
      'Preferred-Languages': 'en',
    });
    expect(new Date(fields(text).Expires ?? '').getTime() - now.getTime()).toBe(SECURITY_TXT_DEFAULT_DAYS * DAY_MS);
  });

  it('takes a configured contact, policy and expiry; refuses an expiry past or beyond a year, and a contact that is no URI', () => {
    const text = securityTxt(
      {
        SECURITY_CONTACT: 'https://site.test/contact',
        SECURITY_POLICY_URL: 'https://site.test/disclosure',
        SECURITY_TXT_EXPIRES: '2031-12-31T00:00:00Z',
      },
      input,
    );
    expect(fields(text)).toMatchObject({
      Contact: 'https://site.test/contact',
      Policy: 'https://site.test/disclosure',
      Expires: '2031-12-31T00:00:00Z',
    });
    for (const expires of ['2030-12-31T00:00:00Z', '2032-02-01T00:00:00Z', 'soon']) {
      expect(() => securityTxt({ SECURITY_TXT_EXPIRES: expires }, input)).toThrow(/SECURITY_TXT_EXPIRES/);
    }
    expect(() => securityTxt({ SECURITY_CONTACT: 'security at site' }, input)).toThrow(/SECURITY_CONTACT/);
  });

  it('is served as text by the host page server only', async () => {
    const root = makeBuild().root;
    const host = await buildAppServer({ app: appNamed('host'), distDir: root, env: { SITE_URL: 'https://site.test' } });
    const remote = await buildAppServer({ app: appNamed('mfe-engage'), distDir: root, env: {} });
    try {
      const served = await host.inject({ url: '/.well-known/security.txt' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(fields(served.body).Canonical).toBe('https://site.test/.well-known/security.txt');
      expect(Date.parse(fields(served.body).Expires ?? '')).toBeGreaterThan(Date.now());
      expect((await remote.inject({ url: '/.well-known/security.txt' })).statusCode).toBe(404);
    } finally {
      await Promise.all([host.close(), remote.close()]);
      fs.rmSync(path.dirname(root), { recursive: true, force: true });
    }
  });
});
