import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApiCall } from '@beacon/shared/testing';
import { HOME_BODY, LANDING_BODY, SPEAKING_BODY } from '@beacon/shared/content-seed';
import type { ContentBodies, ContentItem, SitePageKind } from '@beacon/shared/schemas';
import { PHONE_QUERY } from '../../components/ResponsiveTable';
import { contentSummary, renderContent } from './testContent';

const revision = (number: number, body: ContentBodies[SitePageKind]) => ({
  number,
  createdAt: '2030-01-02T10:00:00.000Z',
  author: null,
  origin: 'seed' as const,
  restoredFrom: null,
  body,
});

const pageItem = <K extends SitePageKind>(kind: K, body: ContentBodies[K]): ContentItem => ({
  kind,
  slug: kind,
  state: 'published',
  version: 'v1',
  published: revision(1, body),
  latest: revision(1, body),
  hasDraft: false,
  publishedAt: '2030-01-02T10:00:00.000Z',
  scheduledAt: null,
});

const pathOf = (kind: SitePageKind): string => `/admin/content/${kind}/${kind}`;

/** One site page's record, answered like the API: a save makes a new version and revision from the body sent. */
function pageApi<K extends SitePageKind>(kind: K, body: ContentBodies[K]) {
  let state = pageItem(kind, body);
  const path = pathOf(kind);
  const next = (patch: Partial<ContentItem>): ContentItem => {
    state = { ...state, ...patch, version: `v${Number(state.version.slice(1)) + 1}` };
    return state;
  };
  const api = installFakeApi()
    .on('GET', path, () => ({ json: state, headers: { ETag: `"${state.version}"` } }))
    .on('PUT', `${path}/draft`, ({ body: sent }: FakeApiCall) => ({
      json: next({ latest: revision(state.latest.number + 1, (sent as { body: ContentBodies[K] }).body), hasDraft: true }),
    }))
    .on('POST', `${path}/publish`, () => ({ json: next({ published: state.latest, hasDraft: false }) }));
  const drafts = () => api.callsTo('PUT', `${path}/draft`);
  return { api, drafts, sent: () => drafts().map((call) => (call.body as { body: ContentBodies[K] }).body) };
}

const TITLES: Record<SitePageKind, string> = { speaking: 'Speaking page', home: 'Home page', landing: 'Launch page' };

const openEditor = async (kind: SitePageKind) => {
  renderContent(pathOf(kind));
  return screen.findByRole('heading', { level: 1, name: TITLES[kind] });
};

const group = (name: string): HTMLElement => screen.getByRole('group', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
const replace = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the site pages in the content list', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  const list = () =>
    installFakeApi().on('GET', '/admin/content', {
      json: {
        items: [
          contentSummary({}),
          contentSummary({ kind: 'teaser', slug: 'my-new-family', title: 'My new family' }),
          contentSummary({ kind: 'landing', slug: 'landing', title: 'Launch page' }),
          contentSummary({ kind: 'speaking', slug: 'speaking', title: 'Speaking page' }),
          contentSummary({ kind: 'home', slug: 'home', title: 'Home page' }),
        ],
      },
    });
  const ORDER = ['Speaking page', 'Home page', 'Launch page', 'The election files', 'My new family'];

  it('come first, each a “Site page” leading to its editor', async () => {
    list();
    renderContent('/admin/content');
    await screen.findByRole('link', { name: 'Home page' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(ORDER);
    expect(rows.slice(0, 3).every((row) => row.textContent?.includes('Site page'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Launch page' })).toHaveAttribute('href', '/admin/content/landing/landing');
  });

  it('come first on a phone too, each card headed by its page’s address', async () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
    list();
    renderContent('/admin/content');
    await screen.findByRole('link', { name: 'Home page' });
    const cards = within(screen.getByRole('list', { name: 'Content' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(ORDER);
    expect(cards[0]).toHaveTextContent('/speaking');
    expect(cards[2]).toHaveTextContent('/launch');
    expect(cards[2]).toHaveTextContent('Site page');
  });
});

describe('the speaking page’s editor', () => {
  it('shows every field and saves the whole body with If-Match', async () => {
    const { drafts } = pageApi('speaking', SPEAKING_BODY);
    await openEditor('speaking');
    expect(screen.getByText('/speaking')).toBeInTheDocument();
    const about = group('About the speaker');
    expect(within(about).getByLabelText('Line above the name')).toHaveValue(SPEAKING_BODY.eyebrow);
    expect(within(about).getByLabelText('Biography')).toHaveValue(SPEAKING_BODY.biography);
    expect(about).toHaveTextContent('{name} is replaced by the speaker’s name.');
    expect(within(group('Topics')).getByLabelText('Topic 4')).toHaveValue('Radio Personality');
    expect(within(group('Links')).getByLabelText('Link 2 address')).toHaveValue(SPEAKING_BODY.links[1]?.href);
    expect(within(group('Quick Info')).getByLabelText('Card title')).toHaveValue('Quick Info');
    expect(within(group('Quick Info lines')).getByLabelText('Line 1 label')).toHaveValue('Formats');
    const featured = group('Featured event');
    expect(featured).toHaveTextContent('marked Featured in Events');
    expect(within(featured).getByLabelText('Event link text')).toHaveValue('Event details');
    expect(within(group('Booking')).getByLabelText('Availability note')).toHaveValue(SPEAKING_BODY.booking.availabilityNote);
    expect(within(group('Booking bar')).getByLabelText('Bar button text')).toHaveValue('Book Now');

    await replace(within(group('Booking bar')).getByLabelText('Bar button text'), 'Book {{name}'); // {{ types a {
    await userEvent.type(within(group('Quick Info lines')).getByLabelText('Line 4 text'), ' Longer on request.');
    await save();
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [put] = drafts();
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    const items = SPEAKING_BODY.quickInfo.items.map((item, index) =>
      index === 3 ? { ...item, text: `${item.text} Longer on request.` } : item,
    );
    expect(put?.body).toEqual({
      body: {
        ...SPEAKING_BODY,
        quickInfo: { ...SPEAKING_BODY.quickInfo, items },
        stickyBar: { ...SPEAKING_BODY.stickyBar, button: 'Book {name}' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Speaking page' })).toBeInTheDocument();
  });

  it('adds, moves and removes topics by keyboard, focus following the topic', async () => {
    const { sent } = pageApi('speaking', SPEAKING_BODY);
    await openEditor('speaking');
    const topics = group('Topics');
    act(() =>
      within(topics)
        .getByRole('button', { name: /Add topic/ })
        .focus(),
    );
    await userEvent.keyboard('{Enter}');
    // The new topic's field takes the focus.
    await waitFor(() => expect(within(topics).getByLabelText('Topic 5')).toHaveFocus());
    await userEvent.keyboard('Media literacy');
    const up = within(topics).getByRole('button', { name: 'Move topic 5 up' });
    expect(within(topics).getByRole('button', { name: 'Move topic 5 down' })).toBeDisabled();
    act(() => up.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(topics).getByRole('button', { name: 'Move topic 4 up' })).toHaveFocus());
    expect(within(topics).getByLabelText('Topic 4')).toHaveValue('Media literacy');
    act(() => within(topics).getByRole('button', { name: 'Remove topic 1' }).focus());
    await userEvent.keyboard('{Enter}');
    // Focus stays in the list: on the Remove of the topic now first.
    await waitFor(() => expect(within(topics).getByRole('button', { name: 'Remove topic 1' })).toHaveFocus());
    expect(within(topics).getByLabelText('Topic 1')).toHaveValue('Exposing Corruption');
    await save();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.topics).toEqual(['Exposing Corruption', 'Faith & Freedom', 'Media literacy', 'Radio Personality']);
  });

  it('refuses a link address that is not http(s), at its field, and sends nothing', async () => {
    const { drafts } = pageApi('speaking', SPEAKING_BODY);
    await openEditor('speaking');
    const links = group('Links');
    await userEvent.click(within(links).getByRole('button', { name: /Add link/ }));
    await userEvent.type(within(links).getByLabelText('Link 3 text'), 'Podcast');
    const address = within(links).getByLabelText('Link 3 address');
    await userEvent.type(address, 'ftp://example.org/podcast');
    await save();
    expect(await screen.findByText('Some fields need attention before saving.')).toBeInTheDocument();
    expect(within(links).getByText(/Enter a web address that starts with https:\/\/ or http:\/\//)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(drafts()).toHaveLength(0);
  });

  it('keeps the edits when someone else changed the page meanwhile (409)', async () => {
    const { api } = pageApi('speaking', SPEAKING_BODY);
    api.on('PUT', `${pathOf('speaking')}/draft`, {
      status: 409,
      json: { error: 'Conflict', message: 'changed' },
      headers: { ETag: '"v2"' },
    });
    await openEditor('speaking');
    const biography = within(group('About the speaker')).getByLabelText('Biography');
    await replace(biography, 'A new biography of {{name}.');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your edits are still in the form');
    expect(biography).toHaveValue('A new biography of {name}.');
    expect(screen.queryByText('Draft saved.')).toBeNull();
  });
});

describe('the home page’s editor', () => {
  it('shows every field and saves the whole body with If-Match; the page cannot be unpublished', async () => {
    const { drafts, api } = pageApi('home', HOME_BODY);
    await openEditor('home');
    expect(screen.getByLabelText('Mission line')).toHaveValue(HOME_BODY.missionLine);
    expect(screen.getByLabelText('Video reports button')).toHaveValue('Video Reports');
    expect(screen.getByLabelText('Tips button')).toHaveValue('Send a Tip');
    expect(screen.getByLabelText('Events button')).toHaveValue('Events');
    expect(screen.getByLabelText('Speaking button')).toHaveValue('Book a Speaker');
    expect(screen.getByLabelText('Latest videos heading')).toHaveValue('Latest Video Reports');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByText(/This page is always on the site/)).toBeInTheDocument();

    await replace(screen.getByLabelText('Events button'), 'Upcoming events');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Visitors see it within seconds.')).toBeInTheDocument();
    const [put] = drafts();
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(put?.body).toEqual({ body: { ...HOME_BODY, buttons: { ...HOME_BODY.buttons, events: 'Upcoming events' } } });
    expect(api.callsTo('POST', `${pathOf('home')}/publish`)[0]?.headers.get('If-Match')).toBe('"v2"');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });
});

describe('the launch page’s editor', () => {
  it('shows every field and saves the whole body with If-Match, a motto word added and recoloured', async () => {
    const { drafts } = pageApi('landing', LANDING_BODY);
    await openEditor('landing');
    const page = group('Page');
    expect(within(page).getByLabelText('Page title')).toHaveValue('Coming Soon');
    expect(within(page).getByLabelText('Heading')).toHaveValue(LANDING_BODY.heading);
    expect(within(page).getByLabelText('Intro')).toHaveValue(LANDING_BODY.intro);
    const motto = group('Motto words');
    expect(within(motto).getByLabelText('Word 1')).toHaveValue('TRUTH');
    expect(within(motto).getByLabelText('Colour of word 1')).toHaveValue('#ff6b6b');
    expect(within(motto).getByLabelText('Pick the colour of word 1')).toHaveValue('#ff6b6b');
    const list = group('Mailing list');
    expect(within(list).getByLabelText('Mailing list title')).toHaveValue('Join Our Mailing List');
    expect(within(list).getByLabelText('E-mail field label')).toHaveValue('Email address');
    expect(within(list).getByLabelText('E-mail field example')).toHaveValue('you@example.com');
    expect(within(list).getByLabelText('Sign-up button text')).toHaveValue('Sign Up');
    expect(within(list).getByLabelText('Sponsor button text')).toHaveValue('Become a Sponsor');

    await userEvent.click(within(motto).getByRole('button', { name: /Add motto word/ }));
    await userEvent.type(within(motto).getByLabelText('Word 4'), 'LOVE');
    await replace(within(motto).getByLabelText('Colour of word 2'), '#FFD166');
    await save();
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [put] = drafts();
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(put?.body).toEqual({
      body: {
        ...LANDING_BODY,
        motto: [LANDING_BODY.motto[0], { word: 'FAITH', color: '#FFD166' }, LANDING_BODY.motto[2], { word: 'LOVE', color: '#ffffff' }],
      },
    });
  });

  it('refuses a motto colour hard to read on the dark card, at its field, and sends nothing', async () => {
    const { drafts } = pageApi('landing', LANDING_BODY);
    await openEditor('landing');
    const colour = within(group('Motto words')).getByLabelText('Colour of word 3');
    await replace(colour, '#3a3a3a');
    await save();
    expect(await screen.findByText('Some fields need attention before saving.')).toBeInTheDocument();
    expect(
      within(group('Motto words')).getByText(
        /This colour is hard to read on the launch page’s dark card \(contrast 1\.\d:1, at least 4\.5:1 needed\)/,
      ),
    ).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(drafts()).toHaveLength(0);
  });

  it('keeps the motto’s last word: it cannot be removed', async () => {
    pageApi('landing', { ...LANDING_BODY, motto: [{ word: 'TRUTH', color: '#ff6b6b' }] });
    await openEditor('landing');
    expect(within(group('Motto words')).getByRole('button', { name: 'Remove motto word 1' })).toBeDisabled();
  });
});
