import { expect } from '@playwright/test';
import { adminToken } from './adminData';
import { API_URL } from './ports';

/** One call of the admin content API: answers the JSON body (a failure fails the test, naming the call). */
export type ContentAdminCall = <T>(method: string, path: string, payload?: object) => Promise<T>;

/**
 * Calls of the admin content API as the admin `name`, for one record: each write sends the version the last
 * answer named (If-Match), as the editor does.
 */
export function contentAdminCalls(name: string): ContentAdminCall {
  let version = '';
  return async <T>(method: string, path: string, payload?: object): Promise<T> => {
    const response = await fetch(`${API_URL}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await adminToken(name)}`,
        ...(payload ? { 'Content-Type': 'application/json' } : {}),
        ...(version ? { 'If-Match': `"${version}"` } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
    const answer = (await response.json()) as T & { version?: string };
    if (answer.version) version = answer.version;
    return answer;
  };
}

/** One content record's admin calls as the admin `name`: open it first, then each write names the version the last answer gave. */
export function recordAdmin(name: string, kind: string, slug: string) {
  const call = contentAdminCalls(name);
  const record = `/admin/content/${kind}/${slug}`;
  return {
    /** A new record (investigations), saved as its first draft. */
    create: (body: object) => call('POST', `/admin/content/${kind}`, { slug, body }),
    open: () => call<{ version: string }>('GET', record),
    save: (body: object) => call('PUT', `${record}/draft`, { body }),
    preview: () => call<{ url: string }>('POST', `${record}/preview`, {}),
    publish: () => call('POST', `${record}/publish`, {}),
    unpublish: () => call('POST', `${record}/unpublish`, {}),
    restore: (revision: number) => call('POST', `${record}/restore`, { revision }),
  };
}
