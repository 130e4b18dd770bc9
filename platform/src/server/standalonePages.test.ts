import { describe, expect, it } from '@jest/globals';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import type { AppName } from '@beacon/shared/routes';
import { standalonePages } from './standalonePages';

const site = { ...runtimeConfigFromEnv({}).site, hoaxSlug: 'harbour' };

describe("a remote's own server", () => {
  it.each([
    ['mfe_events', ['/', '/events', '/events/', '/events/6a0c3f54-1111-4222-8333-444455556666']],
    ['mfe_media', ['/', '/video-reports', '/video-reports/video/abcdefghijk', '/video-reports/live', '/harbour-hoax', '/election']],
    ['mfe_engage', ['/', '/tips', '/speaking']],
    ['mfe_admin', ['/', '/admin', '/admin/bookings', '/admin/settings']],
    ['mfe_landing', ['/', '/launch']],
  ] as [AppName, string[]][])('%s has a page at each of its routes', (remote, pathnames) => {
    const hasPage = standalonePages(remote, site);
    for (const pathname of pathnames) expect([pathname, hasPage(pathname)]).toEqual([pathname, true]);
  });

  it.each([
    ['mfe_events', ['/no-such-page', '/tips', '/events/1/2', '/video-reports']],
    ['mfe_media', ['/events', '/riverside-hoax', '/video-reports/video', '/launch']],
    ['mfe_engage', ['/events', '/tips/more']],
    ['mfe_admin', ['/admin/no-such-section', '/admin/bookings/7', '/tips']],
    ['mfe_landing', ['/no-such-page', '/events']],
  ] as [AppName, string[]][])('%s has no page anywhere else', (remote, pathnames) => {
    const hasPage = standalonePages(remote, site);
    for (const pathname of pathnames) expect([pathname, hasPage(pathname)]).toEqual([pathname, false]);
  });
});
