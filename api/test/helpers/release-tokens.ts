// Report tokens and the internal bearer as a page server makes them (@beacon/shared/release-signing): the API's side under test.
import { internalAuthorization as bearerOf, signReportToken } from '@beacon/shared/release-signing';

export const PAGE_SERVER_SECRET = 'test-page-server-secret-of-at-least-32-characters';

/** A page's report token for `releases` (`remote:release`), expiring at `expiresAt`. */
export const reportToken = (releases: string[], expiresAt: Date, secret = PAGE_SERVER_SECRET): string =>
  signReportToken(secret, releases, expiresAt.getTime());

/** The bearer of the page servers' internal calls. */
export const internalAuthorization = (secret = PAGE_SERVER_SECRET): string => bearerOf(secret);
