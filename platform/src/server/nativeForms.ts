/**
 * Pages whose forms work without JavaScript (a route with `nativeForms`, today /tips): the browser posts the form
 * natively to the page's own address, on the site's own origin, and this server hands the body on to the API
 * unread (`<page>?form=<name>` to `<API>/<page>/form/<name>`, streamed: multipart with files as it came) and serves
 * the API's answer, an HTML fragment, inside the page in place of the element marked `FORM_RESULT_ATTRIBUTE`.
 * That answer is a finished page: it carries no script (a browser with scripts on would otherwise hydrate the
 * page's forms over it). Each served copy of such a page also gets a fresh one-time form token from the API in
 * place of `FORM_TOKEN_PLACEHOLDER`. Nothing is logged or kept here: page servers log no requests.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtmlAttribute, FORM_RESULT_ATTRIBUTE, FORM_TOKEN_PLACEHOLDER } from '@beacon/shared/contract';
import { routeAt, type SiteRoute } from '@beacon/shared/routes';
import type { SiteContent } from '@beacon/shared/config';

/** The API's answer to a post may take a while (files are encrypted on arrival); a token must not hold a page up. */
const POST_TIMEOUT_MS = 60_000;
const TOKEN_TIMEOUT_MS = 800;
const FORM_NAME = /^[a-z]{1,20}$/;

const notSent =
  (why: string) =>
  (back: string): string =>
    `<div class="bk-alert bk-alert-error" role="alert"><div class="bk-alert-content"><div class="bk-alert-title">Nothing was sent</div><div class="bk-alert-description">${why}</div></div></div><p><a href="${escapeHtmlAttribute(back)}">Back to the form</a></p>`;
const UNREACHABLE = notSent('The newsroom’s server cannot be reached just now. Please go back and try again in a few minutes.');
const TOO_MANY = notSent('Too many were sent just now. Please wait a minute, then go back and try again.');
const TOO_LARGE = notSent('What you sent was too large: at most 3 files of 10 MB each.');

export interface NativeFormsOptions {
  apiUrl: string;
  site: Pick<SiteContent, 'hoaxSlug'>;
  /** The page at a URL as this server composes it for the request (releases, boot payload). */
  compose: (request: FastifyRequest, reply: FastifyReply, url: string) => Promise<{ html: string; status: number }>;
}

const formRoute = (pathname: string, site: Pick<SiteContent, 'hoaxSlug'>): SiteRoute | undefined => {
  const route = routeAt(pathname, site);
  return route?.nativeForms ? route : undefined;
};

/**
 * `html` with the content of the element carrying `attribute` replaced by `content` (the element is found by its
 * start tag and the matching end tag of the same name, counting nested ones); null without such an element.
 */
export function replaceElementContent(html: string, attribute: string, content: string): string | null {
  const at = html.indexOf(` ${attribute}`);
  if (at < 0) return null;
  const start = html.lastIndexOf('<', at);
  const name = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start))?.[1];
  const open = html.indexOf('>', at);
  if (!name || open < 0) return null;
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
  tags.lastIndex = open + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, open + 1) + content + html.slice(match.index);
  }
  return null;
}

/** A page that runs nothing: its scripts and script preloads removed. */
export const withoutScripts = (html: string): string =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');

async function formToken(apiUrl: string, path: string): Promise<string> {
  try {
    const response = await fetch(`${apiUrl}${path}/form/token`, { signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) });
    const body = (await response.json()) as { token?: unknown };
    return response.ok && typeof body.token === 'string' ? body.token : '';
  } catch {
    // The form is still served; sent without a token, the API refuses it and the page says why.
    return '';
  }
}

export function nativeForms({ apiUrl, site, compose }: NativeFormsOptions) {
  /** A composed page with its form token filled in (a page without the placeholder is returned as it is). */
  const withFormToken = async (url: string, html: string): Promise<string> => {
    if (!html.includes(FORM_TOKEN_PLACEHOLDER)) return html;
    const route = formRoute(new URL(url, 'http://localhost').pathname, site);
    const token = route ? await formToken(apiUrl, route.pattern(site)) : '';
    return html.replaceAll(FORM_TOKEN_PLACEHOLDER, () => token);
  };

  const register = (server: FastifyInstance): void => {
    // The body is not parsed here: the handler streams it to the API as it arrives.
    server.addContentTypeParser(['multipart/form-data', 'application/x-www-form-urlencoded'], (_request, _payload, done) => done(null));
    server.post('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const route = formRoute(url.pathname, site);
      const name = url.searchParams.get('form') ?? '';
      if (!route || !FORM_NAME.test(name)) return reply.code(404).type('text/plain').send('Not found');
      const back = route.pattern(site);
      let fragment = UNREACHABLE(back);
      let status = 502;
      try {
        const answer = await fetch(`${apiUrl}${route.pattern(site)}/form/${name}`, {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? 'application/octet-stream' },
          body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>,
          duplex: 'half',
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        } as RequestInit);
        if (answer.headers.get('content-type')?.startsWith('text/html')) {
          fragment = await answer.text();
          status = answer.status;
        } else if (answer.status === 413 || answer.status === 429) {
          status = answer.status;
          fragment = (answer.status === 413 ? TOO_LARGE : TOO_MANY)(back);
        }
      } catch {
        // The API is down or slow: the page says nothing was sent.
      }
      const page = await compose(request, reply, url.pathname);
      const html = replaceElementContent(page.html, FORM_RESULT_ATTRIBUTE, fragment) ?? page.html;
      return reply
        .code(status >= 200 && status < 300 ? 200 : status)
        .type('text/html; charset=utf-8')
        .send(withoutScripts(await withFormToken(url.pathname, html)));
    });
  };

  return { register, withFormToken };
}
