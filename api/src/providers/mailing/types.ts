import type { Subscriber } from '@beacon/shared/schemas';

/** The mailing list: the local table, or MailerLite with the key kept on the server. */
export interface MailingList {
  name: 'local' | 'mailerlite';
  find(email: string): Promise<Subscriber | null>;
  /** Adds the address; `created` is false when it was already on the list. */
  subscribe(email: string): Promise<{ subscriber: Subscriber; created: boolean }>;
}
