import type { Subscriber, SubscriberInput } from '../schemas';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';
import { MAIN_API_KEY } from './keys';

/** The mailing-list relay: look an address up, subscribe it. */

export const subscriberKeys = {
  all: [MAIN_API_KEY, 'subscribers'] as const,
  detail: (email: string) => [MAIN_API_KEY, 'subscribers', email.trim().toLowerCase()] as const,
};

/** The subscription of an address, or null when it is not on the list. */
export async function findSubscriber(client: ApiClient, email: string, signal?: AbortSignal): Promise<Subscriber | null> {
  try {
    return await client.request<Subscriber>({ path: `/subscribers/${encodeURIComponent(email.trim())}`, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Subscribes an address; `created` is false when it was already on the list. Invalid input fails with 422 and `fields`. */
export async function subscribe(
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
): Promise<{ subscriber: Subscriber; created: boolean }> {
  const body: SubscriberInput = { email };
  const { status, data } = await client.exchange<Subscriber>({ method: 'POST', path: '/subscribers', body, signal });
  return { subscriber: data, created: status === 201 };
}
