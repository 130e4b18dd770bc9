/**
 * The cluster test's checks of the tips form without JavaScript, through nginx, with SecureDrop's landing-page
 * checks on /tips and on the receipt page: served from the site's own origin, no resource from anywhere else (no
 * CDN, no analytics), no cookie, `Referrer-Policy: no-referrer`, a strict CSP, `Cache-Control: no-store`, and no
 * access-log line for the page, the native posts or the API routes the page server hands them to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { multipart, request, type Answer } from '../client';
import { sleep } from '../supervisor';
import type { ClusterCheckContext } from './context';

/** The API's default wait between serving the form and accepting it (TIPS_FORM_MIN_SECONDS). */
const FORM_MIN_MS = 3_000;

export async function tipsWithoutJavaScriptChecks(context: Omit<ClusterCheckContext, 'token'>): Promise<void> {
  const { layout, check } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const SITE = `http://127.0.0.1:${layout.sitePort}`;
  const accessLog = path.join(layout.vars.NGINX_DIR ?? '', 'logs', 'access.log');
  const sizeOf = () => (fs.existsSync(accessLog) ? fs.statSync(accessLog).size : 0);

  const landingPageChecks = (answer: Answer, what: string): void => {
    const header = (name: string) => String(answer.headers[name] ?? '');
    expect(header('referrer-policy') === 'no-referrer', `${what}: Referrer-Policy ${header('referrer-policy')}`);
    expect(header('cache-control').startsWith('no-store'), `${what}: Cache-Control ${header('cache-control')}`);
    expect(answer.headers['set-cookie'] === undefined, `${what} sets a cookie`);
    expect(!answer.headers['x-cache-status'], `${what} went through the cache`);
    const policy = header('content-security-policy');
    expect(policy.includes("frame-ancestors 'none'") && !/\*|https?:\/\/(?!127\.0\.0\.1|localhost)/.test(policy), `${what}: CSP ${policy}`);
    // Every resource the page names is the site's own (relative, or on the site's or the API's address here).
    const html = answer.text();
    const foreign = [...html.matchAll(/<(?:script|link|img|source|video|iframe)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((url) => /^(https?:)?\/\//.test(url) && !/^(https?:)?\/\/(127\.0\.0\.1|localhost)[:/]/.test(url));
    expect(foreign.length === 0, `${what} names resources elsewhere: ${foreign.slice(0, 3).join(', ')}`);
    expect(!/google-analytics|googletagmanager|plausible|matomo|cdn\./i.test(html), `${what} names an analytics script or a CDN`);
  };

  await check(
    'the tips form without JavaScript through nginx: landing-page checks on /tips and the receipt, no access-log line',
    async () => {
      const source = '127.0.0.64';
      const offset = sizeOf();
      const page = await request(`${SITE}/tips`, { from: source });
      expect(page.status === 200, `GET /tips → ${page.status}`);
      landingPageChecks(page, '/tips');
      const token = /name="formToken" value="([^"]+)"/.exec(page.text())?.[1] ?? '';
      expect(/^[0-9a-f]{32}\./.test(token), `/tips carries no form token (${token.slice(0, 20)})`);

      await sleep(FORM_MIN_MS + 200);
      const file = {
        field: 'attachment',
        name: 'minutes.txt',
        type: 'text/plain',
        data: Buffer.alloc(2 * 1024 * 1024, 'minutes of the board meeting\n'),
      };
      const form = multipart({ formToken: token, message: 'The board met on a Sunday.' }, file);
      const sent = await request(`${SITE}/tips?form=send`, {
        method: 'POST',
        from: source,
        body: form.body,
        headers: { 'content-type': form.contentType },
        timeoutMs: 60_000,
      });
      expect(sent.status === 200, `POST /tips?form=send → ${sent.status} ${sent.text().slice(0, 200)}`);
      landingPageChecks(sent, 'the receipt page');
      expect(!/<script/i.test(sent.text()), 'the receipt page carries a script');
      const receipt = /data-testid="tip-receipt">([A-Z2-7-]+)</.exec(sent.text())?.[1] ?? '';
      expect(receipt.length === 48, 'the receipt page shows no receipt');

      const again = multipart({ formToken: token, message: 'again' }, []);
      const reused = await request(`${SITE}/tips?form=send`, {
        method: 'POST',
        from: source,
        body: again.body,
        headers: { 'content-type': again.contentType },
      });
      expect(reused.status === 400, `a replayed form token → ${reused.status}`);

      const opened = multipart({ receipt }, []);
      const conversation = await request(`${SITE}/tips?form=conversation`, {
        method: 'POST',
        from: source,
        body: opened.body,
        headers: { 'content-type': opened.contentType },
      });
      expect(
        conversation.status === 200 && conversation.text().includes('No replies yet'),
        `the receipt opens no conversation: ${conversation.status}`,
      );
      landingPageChecks(conversation, 'the conversation page');

      await sleep(1_300);
      const lines = fs.readFileSync(accessLog, 'utf8').slice(offset).split('\n').filter(Boolean);
      const traced = lines.filter((line) => /\/tips/i.test(line) || line.startsWith(`${source} `));
      expect(traced.length === 0, `the tip path without JavaScript left access-log lines:\n${traced.slice(0, 3).join('\n')}`);
      return `/tips and the receipt page: no-referrer, no-store, no cookie, strict CSP, own origin only; a 2 MB tip → receipt, its token refused again; 0 access-log lines`;
    },
  );
}
