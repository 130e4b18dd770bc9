import type { Subscriber } from '@beacon/shared/schemas';
import { InputError, UpstreamError } from '../../http/errors';
import type { MailingList } from './types';

const API = 'https://connect.mailerlite.com/api';

interface MailerLiteSubscriber {
  id?: string | number;
  email?: string;
  created_at?: string;
  updated_at?: string;
}

/** MailerLite answers "2024-05-01 10:20:30" (UTC); the API speaks ISO 8601. */
function isoFrom(value: string | undefined): string {
  if (!value) return new Date(0).toISOString();
  const date = new Date(/Z|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

const toSubscriber = (data: MailerLiteSubscriber, email: string): Subscriber => ({
  _id: String(data.id ?? ''),
  email: data.email ?? email,
  createdAt: isoFrom(data.created_at),
  updatedAt: isoFrom(data.updated_at ?? data.created_at),
});

/** MailerLite's subscribers API; the address only ever travels URL-encoded (path) or as JSON (body). */
export function mailerLite(apiKey: string, fetchImpl: typeof fetch): MailingList {
  // MailerLite's own words reach the visitor (a refusal's reason): never with the key in them.
  const redact = (text: string): string => text.split(apiKey).join('[redacted]');
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetchImpl(`${API}${path}`, {
        ...init,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        signal: AbortSignal.timeout(8000),
      });
    } catch (error) {
      throw new UpstreamError(`MailerLite unreachable: ${redact((error as Error).message)}`);
    }
  }
  const data = async (response: Response): Promise<MailerLiteSubscriber> =>
    ((await response.json().catch(() => ({}))) as { data?: MailerLiteSubscriber }).data ?? {};

  return {
    name: 'mailerlite',
    find: async (email) => {
      const response = await call(`/subscribers/${encodeURIComponent(email)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new UpstreamError(`MailerLite lookup answered ${response.status}`);
      return toSubscriber(await data(response), email);
    },
    subscribe: async (email) => {
      const response = await call('/subscribers', { method: 'POST', body: JSON.stringify({ email }) });
      if (response.status === 422) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new InputError({ email: body.message ? redact(body.message) : 'was refused by the mailing-list service' });
      }
      if (!response.ok) throw new UpstreamError(`MailerLite subscribe answered ${response.status}`);
      return { subscriber: toSubscriber(await data(response), email), created: response.status === 201 };
    },
  };
}
