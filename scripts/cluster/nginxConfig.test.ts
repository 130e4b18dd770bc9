import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { JSON_BODY_MAX_BYTES, TIP_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '../../api/src/http/body-limits';
import { layoutFromEnv } from './layout';
import { renderNginxConfig } from './nginxConfig';
import { readDeployFiles } from './processList';

const MB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-nginx-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The configuration `npm run cluster` writes, for a cluster in `dir`. */
function renderedConfig(clusterDir: string): string {
  const layout = layoutFromEnv({ CLUSTER_DIR: clusterDir, CLUSTER_PORT: '18980', CLUSTER_INTERNAL_PORT: '18900' });
  const { processes, sharedEnv } = readDeployFiles(layout.vars);
  return renderNginxConfig(layout, processes, sharedEnv, false);
}

/** The text of the block that `opening` starts (e.g. `location = /booking`), up to its closing brace. */
function block(text: string, opening: string, from = 0): string {
  const start = text.indexOf(`${opening} {`, from);
  if (start < 0) throw new Error(`no "${opening} {" in the configuration`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`"${opening}" is not closed`);
}

/** The two server blocks: the site's (first) and the API's. */
function servers(text: string): { site: string; api: string } {
  const site = block(text, 'server');
  const api = block(text, 'server', text.indexOf(site) + site.length);
  return { site, api };
}

/** A directive's value in a block, outside its nested blocks. */
function directive(text: string, name: string): string | undefined {
  let depth = 0;
  for (const line of text.split('\n').slice(1)) {
    const trimmed = line.trim();
    if (depth === 0) {
      const match = new RegExp(`^${name}\\s+([^;]+);`).exec(trimmed);
      if (match) return match[1];
    }
    depth += (trimmed.match(/\{/g)?.length ?? 0) - (trimmed.match(/\}/g)?.length ?? 0);
  }
  return undefined;
}

describe('the nginx configuration of the production topology', () => {
  const text = renderedConfig(dir);
  const { site, api } = servers(text);

  test('every body the API reads passes the proxy, and only those: its own limits, route by route', () => {
    expect(directive(api, 'client_max_body_size')).toBe(String(JSON_BODY_MAX_BYTES));
    expect(JSON_BODY_MAX_BYTES).toBe(256 * 1024);
    // A tip with three 10 MB files (encrypted, so a little larger) and its message.
    const tips = block(api, 'location ~ ^/tips/?$');
    expect(directive(tips, 'client_max_body_size')).toBe(String(TIP_BODY_MAX_BYTES));
    expect(TIP_BODY_MAX_BYTES).toBeGreaterThan(3 * 10 * MB);
    const upload = block(api, 'location ~ ^/uploads/[^/]+/image/upload/?$');
    expect(directive(upload, 'client_max_body_size')).toBe(String(UPLOAD_BODY_MAX_BYTES));
    expect(UPLOAD_BODY_MAX_BYTES).toBeGreaterThan(5 * MB);
  });

  test('a body over the limit is refused by the proxy with the API’s JSON error shape, on every API location', () => {
    expect(directive(api, 'error_page 413')).toBe('= @too_large');
    const tooLarge = block(api, 'location @too_large');
    expect(directive(tooLarge, 'default_type')).toBe('application/json');
    const body = /return 413 '(.*)\\n';/.exec(tooLarge)?.[1] ?? '';
    expect(JSON.parse(body)).toEqual({ error: 'Payload Too Large', message: expect.any(String) });
    // A location with error_page of its own inherits none of the server's.
    expect(directive(block(api, 'location = /booking'), 'error_page 413')).toBe('= @too_large');
  });

  test('the whole body is read before an instance is chosen, and a failed instance is one that failed', () => {
    expect(directive(block(text, 'http'), 'proxy_request_buffering')).toBe('on');
    // Answers (a 413 included) are never failures: only errors, timeouts and a 503 (overloaded, or shutting down) are.
    expect(directive(block(text, 'http'), 'proxy_next_upstream')).toBe('error timeout http_503');
    // A 503 is retried on the other instance for a keyed booking too (it was refused before any work); an unkeyed POST never.
    expect(directive(block(api, 'location @keyed_booking'), 'proxy_next_upstream')).toBe('error timeout http_503 non_idempotent');
    expect(block(text, 'upstream beacon_api')).toMatch(/server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;/);
  });

  test('the tip path writes nothing to the access log, and the tips page is never cached', () => {
    const tipsPage = block(site, 'location ~* ^/tips(?:/|$)');
    expect(directive(tipsPage, 'access_log')).toBe('off');
    expect(directive(tipsPage, 'proxy_cache')).toBe('off');
    for (const location of [
      'location ~ ^/tips/?$',
      'location ~ ^/tips/form/(send|answer)$',
      'location ~* ^/tips/',
      'location ^~ /captcha/',
    ]) {
      expect(directive(block(api, location), 'access_log')).toBe('off');
    }
  });

  test('the tip path is limited site-wide, never per address; every other API route per address', () => {
    expect(text).toMatch(/limit_req_zone \$beacon_tips_key zone=beacon_tips_req:\S+ rate=\d+r\/s;/);
    expect(block(text, 'map $beacon_unlimited $beacon_tips_key')).not.toContain('remote_addr');
    for (const location of [
      'location ~ ^/tips/?$',
      'location ~ ^/tips/form/(send|answer)$',
      'location ~* ^/tips/',
      'location ^~ /captcha/',
    ]) {
      expect(directive(block(api, location), 'limit_req')).toMatch(/^zone=beacon_tips_req /);
    }
    expect(directive(block(site, 'location ~* ^/tips(?:/|$)'), 'limit_req')).toMatch(/^zone=beacon_tips_req /);
    expect(directive(api, 'limit_req')).toMatch(/^zone=beacon_api_req /);
  });

  test('the tips form without JavaScript: a tip with its files passes, plain text is streamed and never written to a temp file', () => {
    const tipsPage = block(site, 'location ~* ^/tips(?:/|$)');
    const handedOn = block(api, 'location ~ ^/tips/form/(send|answer)$');
    for (const location of [tipsPage, handedOn]) {
      expect(directive(location, 'client_max_body_size')).toBe(String(TIP_BODY_MAX_BYTES));
      expect(directive(location, 'proxy_request_buffering')).toBe('off');
    }
    // nginx takes the first regular expression that matches: the form's location comes before the general one.
    expect(api.indexOf('location ~ ^/tips/form/(send|answer)$')).toBeLessThan(api.indexOf('location ~* ^/tips/'));
  });

  test('a preview link (?preview=) is never served from the micro-cache nor stored in it', () => {
    expect(block(text, 'map $arg_preview $beacon_preview')).toMatch(/"" 0;\s+default 1;/);
    expect(directive(site, 'proxy_cache_bypass')).toMatch(/\$beacon_preview\b/);
    expect(directive(site, 'proxy_no_cache')).toMatch(/\$beacon_preview\b/);
    // No location of the site's that caches sets bypass rules of its own (which would replace the server's).
    expect(site.match(/proxy_cache_bypass/g)).toHaveLength(1);
    expect(site.match(/proxy_no_cache/g)).toHaveLength(1);
  });

  test('no line of the access log carries a user agent, and the lines of the site’s files carry no address', () => {
    const formats = [...text.matchAll(/log_format (\w+) ([^;]+);/g)];
    expect(formats.map(([, name]) => name)).toEqual(['beacon', 'beacon_file']);
    for (const [, , format] of formats) expect(format).not.toMatch(/http_user_agent/);
    expect(formats[1]?.[2]).not.toMatch(/remote_addr|realip|x_forwarded/);
    expect(site).toMatch(/access_log \S+ beacon_file [^;]*if=\$beacon_is_file;/);
    expect(site).toMatch(/access_log \S+ beacon [^;]*if=\$beacon_is_page;/);
    // The API's lines keep the address (per-address limits are investigated from them); its files are images.
    expect(directive(api, 'access_log')).toBeUndefined();
  });
});
