import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { localMailingList } from './local';
import { mailerLite } from './mailerlite';
import type { MailingList } from './types';

export type { MailingList } from './types';

export const createMailingList = (config: Config, db: Db, fetchImpl: typeof fetch): MailingList =>
  config.mailerliteApiKey ? mailerLite(config.mailerliteApiKey, fetchImpl) : localMailingList(db);
