import { expect } from '@playwright/test';
import type { ContentKind } from '@beacon/shared/schemas';
import { adminToken } from './adminData';
import { API_URL } from './ports';

/** An admin's calls to the content API, as the editor makes them: each write names the version it last saw (If-Match). */
export type ContentCall = <T>(method: string, path: string, payload?: object) => Promise<T>;

/** A caller of the API as an admin, keeping the record's version from each answer for the next write's If-Match. */
export function contentCaller(name = 'Content Admin'): ContentCall {
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

/** The admin actions on one record (`kind`/`slug`) the browser tests take. */
export function contentRecordAdmin(kind: ContentKind, slug: string, call: ContentCall = contentCaller()) {
  const item = `/admin/content/${kind}/${slug}`;
  return {
    open: () => call('GET', item),
    save: (body: object) => call('PUT', `${item}/draft`, { body }),
    publish: () => call('POST', `${item}/publish`, {}),
    unpublish: () => call('POST', `${item}/unpublish`, {}),
    preview: () => call<{ url: string }>('POST', `${item}/preview`, {}),
    restore: (revision: number) => call('POST', `${item}/restore`, { revision }),
  };
}
