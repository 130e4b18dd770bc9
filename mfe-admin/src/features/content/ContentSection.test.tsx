import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApiCall } from '@beacon/shared/testing';
import type { ContentItem, ContentRevisionList, InvestigationBody } from '@beacon/shared/schemas';
import { contentSummary, renderContent } from './testContent';

const BODY: InvestigationBody = {
  menuLabel: 'Election',
  label: 'Investigation',
  title: 'The election files',
  intro: 'What {organisationName} found.',
  hero: { webm: 'bundled:election-hero.webm', mp4: null, poster: 'bundled:election-poster.jpg' },
  exhibitsHeading: 'Exhibits',
  exhibits: [
    { title: 'First exhibit', description: '<p>One</p>', videoUrl: null, links: [{ label: 'Source', href: 'https://example.org/a' }] },
    { title: 'Second exhibit', description: 'Two', videoUrl: 'https://www.youtube.com/watch?v=abc', links: [] },
  ],
  actionsHeading: 'Take action',
  actionsIntro: '',
  actions: [
    {
      title: 'Report',
      text: '',
      buttonText: 'Report it',
      buttonColor: '#1f5fd6',
      buttonUrl: '{donationUrl}',
      imageUrl: 'bundled:action-reports.svg',
      imageAlt: 'A report',
    },
  ],
};

const revision = (number: number, body: InvestigationBody = BODY) => ({
  number,
  createdAt: '2030-01-02T10:00:00.000Z',
  author: { id: 'u1', name: 'Alex Admin' },
  origin: 'saved' as const,
  restoredFrom: null,
  body,
});

const item = (overrides: Partial<ContentItem> = {}): ContentItem => ({
  kind: 'investigation',
  slug: 'election',
  state: 'published',
  version: 'v1',
  published: revision(1),
  latest: revision(1),
  hasDraft: false,
  publishedAt: '2030-01-02T10:00:00.000Z',
  scheduledAt: null,
  ...overrides,
});

const ITEM_PATH = '/admin/content/investigation/election';

/** The editor answers like the API: a save makes a new version and revision from the body sent. */
const editorApi = (current: ContentItem = item()) => {
  let state = current;
  const next = (patch: Partial<ContentItem>): ContentItem => {
    state = { ...state, ...patch, version: `v${Number(state.version.slice(1)) + 1}` };
    return state;
  };
  return installFakeApi()
    .on('GET', '/admin/content', { json: { items: [contentSummary({})] } })
    .on('GET', ITEM_PATH, () => ({ json: state, headers: { ETag: `"${state.version}"` } }))
    .on('PUT', `${ITEM_PATH}/draft`, ({ body }: FakeApiCall) => ({
      json: next({ latest: revision(state.latest.number + 1, (body as { body: InvestigationBody }).body), hasDraft: true }),
    }))
    .on('POST', `${ITEM_PATH}/publish`, () => ({ json: next({ published: state.latest, hasDraft: false, state: 'published' }) }))
    .on('POST', `${ITEM_PATH}/schedule`, ({ body }: FakeApiCall) => ({ json: next({ scheduledAt: (body as { at: string }).at }) }));
};

const openEditor = async () => {
  renderContent(ITEM_PATH);
  return screen.findByRole('heading', { level: 1, name: 'The election files' });
};

const group = (name: string): HTMLElement => screen.getByRole('group', { name });
const draftBodies = (api: ReturnType<typeof installFakeApi>) =>
  api.callsTo('PUT', `${ITEM_PATH}/draft`).map((call) => (call.body as { body: InvestigationBody }).body);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the content list', () => {
  it('shows each record with its kind, state, waiting draft, schedule in the organisation’s zone and last change', async () => {
    installFakeApi().on('GET', '/admin/content', {
      json: {
        items: [
          contentSummary({ hasDraft: true, scheduledAt: '2031-05-07T01:30:00.000Z' }),
          contentSummary({ slug: 'water', title: 'Water contracts', state: 'draft', hasDraft: true, publishedAt: null, updatedBy: null }),
          contentSummary({ kind: 'teaser', slug: 'my-new-family', title: 'My new family', state: 'unpublished' }),
        ],
      },
    });
    renderContent('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;
    const election = await rowOf('The election files');
    expect(within(election).getByRole('link', { name: 'The election files' })).toHaveAttribute('href', ITEM_PATH);
    expect(election).toHaveTextContent('Investigation');
    expect(election).toHaveTextContent('Published');
    expect(election).toHaveTextContent('Unpublished changes');
    // 01:30 UTC is 6:30 PM the day before in Phoenix, the test config's organisation zone.
    expect(election).toHaveTextContent('Scheduled for Tuesday, May 6, 2031 · 6:30 PM MST');
    expect(election).toHaveTextContent('by Alex Admin');
    const water = await rowOf('Water contracts');
    expect(water).toHaveTextContent('Draft');
    expect(water).not.toHaveTextContent('Unpublished changes');
    expect(water).toHaveTextContent('by the site');
    const teaser = await rowOf('My new family');
    expect(teaser).toHaveTextContent('Documentary teaser');
    expect(teaser).toHaveTextContent('Unpublished');
    expect(screen.getByRole('button', { name: /New investigation/ })).toBeInTheDocument();
  });

  it('says Not Authorized when the API refuses the list', async () => {
    installFakeApi().on('GET', '/admin/content', { status: 403, json: { error: 'Forbidden', message: 'Admins only.' } });
    renderContent('/admin/content');
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
  });
});

describe('the content editor', () => {
  it('shows every field of the record, built-in files by name, and saves the whole body with If-Match', async () => {
    const api = editorApi();
    await openEditor();
    expect(screen.getByLabelText('Menu label')).toHaveValue('Election');
    expect(within(group('Hero')).getByText('Built-in file: election-hero.webm')).toBeInTheDocument();
    expect(within(group('Hero')).getByText('Built-in file: election-poster.jpg')).toBeInTheDocument();
    expect(within(group('Exhibit 1')).getByLabelText('Title')).toHaveValue('First exhibit');
    expect(within(group('Links of exhibit 1')).getByLabelText('Link 1 address')).toHaveValue('https://example.org/a');
    expect(within(group('Action card 1')).getByLabelText('Button address')).toHaveValue('{donationUrl}');

    const title = within(group('Page')).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'The election files, revisited');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', `${ITEM_PATH}/draft`);
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(put?.body).toEqual({ body: { ...BODY, title: 'The election files, revisited' } });
    expect(screen.getByRole('heading', { level: 1, name: 'The election files, revisited' })).toBeInTheDocument();

    // The next write names the version the save answered with.
    await userEvent.clear(title);
    await userEvent.type(title, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT', `${ITEM_PATH}/draft`)).toHaveLength(2));
    expect(api.callsTo('PUT', `${ITEM_PATH}/draft`)[1]?.headers.get('If-Match')).toBe('"v2"');
  });

  it('replaces a built-in poster with an uploaded image (the signed upload events use, into the content folder) or an address', async () => {
    const api = editorApi()
      .on('GET', '/uploads/sign', {
        json: { timestamp: 1_900_000_000, signature: 'ab'.repeat(32), apiKey: 'key', cloudName: 'beacon-local', folder: 'content' },
      })
      .on('POST', '/uploads/beacon-local/image/upload', {
        json: { secure_url: 'http://api.test/media/uploads/events/poster.png', public_id: 'events/poster' },
      });
    await openEditor();
    const hero = group('Hero');
    await userEvent.click(within(hero).getByRole('button', { name: 'Replace poster image' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' });
    await userEvent.upload(within(hero).getByLabelText('Upload poster image'), png);
    await waitFor(() => expect(within(hero).getByLabelText('Poster image')).toHaveValue('http://api.test/media/uploads/events/poster.png'));
    expect(api.callsTo('GET', '/uploads/sign')[0]?.query.get('folder')).toBe('content');
    // The WebM video is replaced by an address; a built-in file can be kept after all.
    await userEvent.click(within(hero).getByRole('button', { name: 'Replace WebM video' }));
    await userEvent.click(within(hero).getByRole('button', { name: 'Keep the built-in WebM video' }));
    expect(within(hero).getByText('Built-in file: election-hero.webm')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(draftBodies(api)).toHaveLength(1));
    expect(draftBodies(api)[0]?.hero).toEqual({
      webm: 'bundled:election-hero.webm',
      mp4: null,
      poster: 'http://api.test/media/uploads/events/poster.png',
    });
  });

  it('edits the documentary teaser’s fields', async () => {
    const teaser = { kicker: 'Coming soon', title: 'My new family', paragraph: 'A film.', tipLine: 'Know more?', tipButton: 'Send a tip' };
    const path = '/admin/content/teaser/my-new-family';
    const api = installFakeApi()
      .on('GET', path, {
        json: item({ kind: 'teaser', slug: 'my-new-family', latest: { ...revision(1), body: teaser } as ContentItem['latest'] }),
      })
      .on('PUT', `${path}/draft`, ({ body }: FakeApiCall) => ({
        json: item({
          kind: 'teaser',
          slug: 'my-new-family',
          version: 'v2',
          hasDraft: true,
          latest: { ...revision(2), body: (body as { body: typeof teaser }).body } as ContentItem['latest'],
        }),
      }));
    renderContent(path);
    await screen.findByRole('heading', { level: 1, name: 'My new family' });
    expect(screen.getByText('/my-new-family')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tip line'), ' Tell us.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${path}/draft`)[0]?.body).toEqual({ body: { ...teaser, tipLine: 'Know more? Tell us.' } });
  });

  it('moves, adds and removes exhibits, links and cards by keyboard, focus following the moved exhibit', async () => {
    const api = editorApi();
    await openEditor();
    const down = screen.getByRole('button', { name: 'Move exhibit 1 down' });
    expect(screen.getByRole('button', { name: 'Move exhibit 1 up' })).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(group('Exhibit 1')).getByLabelText('Title')).toHaveValue('Second exhibit');
    expect(within(group('Exhibit 2')).getByLabelText('Title')).toHaveValue('First exhibit');
    // The moved exhibit is now last: its Move down is disabled, so focus lands on its Move up.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move exhibit 2 up' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: /Add link to exhibit 1/ }));
    await userEvent.type(within(group('Links of exhibit 1')).getByLabelText('Link 1 text'), 'Watch');
    await userEvent.type(within(group('Links of exhibit 1')).getByLabelText('Link 1 address'), '{{videoChannelUrl}/live'); // {{ types a {
    await userEvent.click(screen.getByRole('button', { name: 'Remove action card 1' }));
    await userEvent.click(screen.getByRole('button', { name: /Add exhibit/ }));
    await userEvent.type(within(group('Exhibit 3')).getByLabelText('Title'), 'Third');
    await userEvent.type(within(group('Exhibit 3')).getByLabelText('Description'), 'New evidence');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(draftBodies(api)).toHaveLength(1));
    const [sent] = draftBodies(api);
    expect(sent?.exhibits.map((exhibit) => exhibit.title)).toEqual(['Second exhibit', 'First exhibit', 'Third']);
    expect(sent?.exhibits[0]?.links).toEqual([{ label: 'Watch', href: '{videoChannelUrl}/live' }]);
    expect(sent?.exhibits[2]).toEqual({ title: 'Third', description: 'New evidence', videoUrl: null, links: [] });
    expect(sent?.actions).toEqual([]);
  });

  it('refuses a link that is not http(s) or a site token, with a message at the field, and sends nothing', async () => {
    const api = editorApi();
    await openEditor();
    const address = within(group('Links of exhibit 1')).getByLabelText('Link 1 address');
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    const video = within(group('Exhibit 2')).getByLabelText('Video address');
    await userEvent.clear(video);
    await userEvent.type(video, 'www.example.org/video');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Some fields need attention before saving.')).toBeInTheDocument();
    const message = 'Enter a web address that starts with https:// or http://, or with a site token such as {donationUrl}.';
    expect(within(group('Links of exhibit 1')).getByText(message)).toBeInTheDocument();
    expect(within(group('Exhibit 2')).getByText(message)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', `${ITEM_PATH}/draft`)).toHaveLength(0);
  });

  it('puts the API’s messages for a refused body next to the fields', async () => {
    editorApi().on('PUT', `${ITEM_PATH}/draft`, {
      status: 400,
      json: { error: 'Bad Request', message: 'Invalid body', fields: { 'body.exhibits.1.description': 'is empty once sanitised' } },
    });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(group('Exhibit 2')).findByText('is empty once sanitised')).toBeInTheDocument();
    expect(screen.getByText('Could not save. Check the marked fields.')).toBeInTheDocument();
  });

  it('keeps the edits when someone else changed the page (409), and loads the latest only when asked', async () => {
    const theirs = item({ version: 'v7', latest: revision(2, { ...BODY, title: 'Their title' }), hasDraft: true });
    let stale = true;
    const api = editorApi().on('PUT', `${ITEM_PATH}/draft`, ({ headers }) =>
      headers.get('If-Match') === '"v7"'
        ? { json: { ...theirs, version: 'v8' } }
        : { status: 409, json: { error: 'Conflict', message: 'changed' }, headers: { ETag: '"v7"' } },
    );
    await openEditor();
    const title = within(group('Page')).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this page after you opened it');
    expect(alert).toHaveTextContent('Your edits are still in the form');
    expect(title).toHaveValue('My title');
    expect(screen.queryByText('Draft saved.')).toBeNull();

    api.on('GET', ITEM_PATH, () => (stale ? { json: theirs } : { json: item() }));
    await userEvent.click(within(alert).getByRole('button', { name: /Load the latest version/ }));
    await waitFor(() => expect(within(group('Page')).getByLabelText('Title')).toHaveValue('Their title'));
    stale = false;
    expect(screen.queryByText(/Someone else changed this page/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${ITEM_PATH}/draft`).map((call) => call.headers.get('If-Match'))).toEqual(['"v1"', '"v7"']);
  });

  it('schedules the draft at a time read on the organisation’s clocks, shown with its zone, and refuses the past', async () => {
    const api = editorApi(item({ hasDraft: true }));
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publication' });
    expect(dialog).toHaveTextContent('America/Phoenix');
    const at = within(dialog).getByLabelText('Date and time (America/Phoenix)');
    await userEvent.click(at);
    await userEvent.type(at, '2020-05-06 18:30');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${ITEM_PATH}/schedule`)).toHaveLength(0);

    await userEvent.clear(at);
    await userEvent.type(at, '2031-05-06 18:30');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Publishes Tuesday, May 6, 2031 · 6:30 PM MST')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled for Tuesday, May 6, 2031 · 6:30 PM MST.')).toBeInTheDocument();
    const [post] = api.callsTo('POST', `${ITEM_PATH}/schedule`);
    // 6:30 PM in Phoenix (UTC−7), whatever zone this machine is in.
    expect(post?.body).toEqual({ at: '2031-05-07T01:30:00.000Z' });
    expect(post?.headers.get('If-Match')).toBe('"v1"');
    expect(api.callsTo('PUT', `${ITEM_PATH}/draft`)).toHaveLength(0);
    expect(await screen.findByText('Scheduled for Tuesday, May 6, 2031 · 6:30 PM MST')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeInTheDocument();
  });

  it('publishes after asking, saving unsaved edits as the draft first', async () => {
    const api = editorApi();
    await openEditor();
    await userEvent.type(within(group('Page')).getByLabelText('Menu label'), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Publish now? Visitors see this version within seconds.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Visitors see it within seconds.')).toBeInTheDocument();
    expect(draftBodies(api).map((body) => body.menuLabel)).toEqual(['Election 2026']);
    expect(api.callsTo('POST', `${ITEM_PATH}/publish`)[0]?.headers.get('If-Match')).toBe('"v2"');
  });

  it('opens the preview link the API makes in a new tab', async () => {
    const api = editorApi().on('POST', `${ITEM_PATH}/preview`, {
      json: { url: 'http://site.test/election?preview=signed', expiresAt: '2031-05-07T02:30:00.000Z' },
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('http://site.test/election?preview=signed'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.callsTo('PUT', `${ITEM_PATH}/draft`)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open the preview' })).toHaveAttribute('href', 'http://site.test/election?preview=signed');
  });

  it('unpublishes after asking', async () => {
    const api = editorApi().on('POST', `${ITEM_PATH}/unpublish`, { json: item({ version: 'v2', state: 'unpublished' }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const prompt = (await screen.findByText(/Visitors get “page not found” until it is published again/)).closest(
      '.ant-popover',
    ) as HTMLElement;
    await userEvent.click(within(prompt).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished. Visitors now get “page not found”.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${ITEM_PATH}/unpublish`)[0]?.headers.get('If-Match')).toBe('"v1"');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('shows the history newest first with what changed, and restores an earlier revision as the draft', async () => {
    const history: ContentRevisionList = {
      items: [
        {
          number: 2,
          createdAt: '2030-01-03T10:00:00.000Z',
          author: { id: 'u2', name: 'Sam Staff' },
          origin: 'saved',
          restoredFrom: null,
          published: false,
          changes: [{ path: 'exhibits.1.title', label: 'Exhibit 1 — Title', before: 'Old exhibit', after: 'First exhibit' }],
        },
        {
          number: 1,
          createdAt: '2030-01-02T10:00:00.000Z',
          author: null,
          origin: 'seed',
          restoredFrom: null,
          published: true,
          changes: [],
        },
      ],
    };
    const restored = item({
      version: 'v2',
      hasDraft: true,
      latest: { ...revision(3, { ...BODY, title: 'Seeded title' }), origin: 'restored', restoredFrom: 1 },
    });
    const api = editorApi().on('GET', `${ITEM_PATH}/revisions`, { json: history }).on('POST', `${ITEM_PATH}/restore`, { json: restored });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const revisions = within(await within(dialog).findByRole('list', { name: 'Revisions, newest first' })).getAllByRole('heading');
    expect(revisions.map((heading) => heading.textContent)).toEqual(['Revision 2 ', 'Revision 1 Published']);
    expect(dialog).toHaveTextContent('Saved by Sam Staff');
    expect(dialog).toHaveTextContent('The site’s built-in text, ');
    const changes = within(dialog).getByRole('list', { name: 'Changes in revision 2' });
    expect(changes).toHaveTextContent('Exhibit 1 — Title');
    expect(within(changes).getByText('Old exhibit').tagName).toBe('DEL');
    expect(within(changes).getByText('First exhibit').tagName).toBe('INS');
    expect(within(dialog).queryByRole('button', { name: 'Restore revision 2 as draft' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore revision 1 as draft' }));
    expect(await screen.findByText(/Make revision 1 the draft\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Revision 1 is now the draft.')).toBeInTheDocument();
    const [post] = api.callsTo('POST', `${ITEM_PATH}/restore`);
    expect(post?.body).toEqual({ revision: 1 });
    expect(post?.headers.get('If-Match')).toBe('"v1"');
    await waitFor(() => expect(within(group('Page')).getByLabelText('Title')).toHaveValue('Seeded title'));
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
  });
});

describe('a new investigation', () => {
  it('is created as a draft from its address and fields, then opens in the editor; a taken address is said at the field', async () => {
    let taken = true;
    const created = (slug: string, body: InvestigationBody) =>
      item({
        slug,
        state: 'draft',
        published: null,
        publishedAt: null,
        hasDraft: true,
        latest: { ...revision(1, body), origin: 'created' },
      });
    const api = installFakeApi().on('POST', '/admin/content/investigation', ({ body }: FakeApiCall) => {
      const input = body as { slug: string; body: InvestigationBody };
      if (taken) return { status: 409, json: { error: 'Conflict', message: 'taken' } };
      api.on('GET', `/admin/content/investigation/${input.slug}`, { json: created(input.slug, input.body) });
      return { status: 201, json: created(input.slug, input.body) };
    });
    renderContent('/admin/content/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New investigation' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Address name'), 'election');
    expect(screen.getByText('The page will be /investigations/election')).toBeInTheDocument();
    const page = group('Page');
    await userEvent.type(within(page).getByLabelText('Menu label'), 'Water');
    await userEvent.type(within(page).getByLabelText('Label'), 'Investigation');
    await userEvent.type(within(page).getByLabelText('Title'), 'Water contracts');
    await userEvent.type(within(page).getByLabelText('Intro'), 'Who got the contracts.');
    await userEvent.type(within(group('Hero')).getByLabelText('Poster image'), 'https://img.example.org/poster.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('This address is taken (or reserved). Choose another.')).toBeInTheDocument();

    taken = false;
    const slug = screen.getByLabelText('Address name');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'water-contracts');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Water contracts' })).toBeInTheDocument();
    const sent = api.callsTo('POST', '/admin/content/investigation')[1]?.body;
    expect(sent).toEqual({
      slug: 'water-contracts',
      body: {
        menuLabel: 'Water',
        label: 'Investigation',
        title: 'Water contracts',
        intro: 'Who got the contracts.',
        hero: { webm: null, mp4: null, poster: 'https://img.example.org/poster.jpg' },
        exhibitsHeading: 'Exhibits',
        exhibits: [],
        actionsHeading: 'Take action',
        actionsIntro: '',
        actions: [],
      },
    });
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
