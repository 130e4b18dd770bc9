import { test, expect } from '../support/fixtures';
import { API_URL } from '../support/ports';
import { measurePrivacy, privacyTable, type PrivacyReport } from '../support/privacy';
import { PUBLIC_PATHS } from '../support/routes';

// Offsite requests are blocked by the fixture either way; here they are what is measured, so they
// are reported in the table rather than failing the test on their own.
test.use({ expectedOffsite: /./ });

async function firstEventId(): Promise<string> {
  const events = (await (await fetch(`${API_URL}/events`)).json()) as { _id?: string; id?: string }[] | { data: { id: string }[] };
  const first = Array.isArray(events) ? events[0] : events.data[0];
  const id = first && ('_id' in first && first._id ? first._id : first.id);
  if (!id) throw new Error('no seeded event');
  return id;
}

test.describe('privacy per route', () => {
  test('every public route: the third parties it contacts, the cookies it sets, its referrer policy; /tips has none of either', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const routes: [string, string][] = [
      ...PUBLIC_PATHS.map((path): [string, string] => [path, path]),
      ['/events/:id', `/events/${encodeURIComponent(await firstEventId())}`],
    ];
    const reports: PrivacyReport[] = [];
    for (const [route, path] of routes) reports.push(await measurePrivacy(page, route, path));
    console.log(`\nPrivacy per route (default configuration)\n${privacyTable(reports)}\n`);

    const tips = reports.find((report) => report.route === '/tips');
    expect(tips?.thirdParties, 'third-party origins contacted by /tips').toEqual([]);
    expect(tips?.cookies, 'cookies set on /tips').toEqual([]);
    // Every route is measured: none is left out of the table by a failed load.
    expect(reports.map((report) => report.route)).toEqual(routes.map(([route]) => route));
  });
});
