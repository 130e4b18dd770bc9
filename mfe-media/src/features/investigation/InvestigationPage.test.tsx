import { act, screen, waitFor, within } from '@testing-library/react';
import type { InvestigationBody } from '@beacon/shared/schemas';
import { installFakeApi, renderPage, type FakeHandler } from '@beacon/shared/testing';
import InvestigationPage from './InvestigationPage';
import { mediaUrl } from '../../content/bundledMedia';
import { HOAX_BODY } from '@beacon/shared/content-seed';
import { publishedInvestigation } from '../../components/investigation/testInvestigations';

const SLUG = 'water-contracts';
const API_PATH = `/content/investigation/${SLUG}`;

/** Test data only: a third investigation, with uploaded (http) media and an exhibit in rich text. */
const WATER: InvestigationBody = {
  ...HOAX_BODY,
  menuLabel: 'Water Contracts',
  label: 'Water Investigation',
  title: 'Who Signed the Water Contracts?',
  intro: 'A year of {organisationName} reporting on the city’s water deals.',
  hero: { webm: null, mp4: 'https://media.example/water.mp4', poster: 'https://media.example/water-poster.webp' },
  exhibits: [
    {
      title: 'The Tender',
      description:
        '<p>The tender ran for <strong>nine days</strong>.</p><p>Read <a href="https://beacon.example/tender">the notice</a>.</p><script>alert(1)</script>',
      videoUrl: null,
      links: [],
    },
    { title: 'The Minutes', description: 'First paragraph.\n\nSecond paragraph.', videoUrl: null, links: [] },
  ],
  actions: [
    {
      ...(HOAX_BODY.actions[0] as InvestigationBody['actions'][number]),
      imageUrl: 'https://media.example/card.webp',
      imageAlt: 'An uploaded card',
    },
    { ...(HOAX_BODY.actions[1] as InvestigationBody['actions'][number]), imageUrl: 'bundled:action-watch.svg', imageAlt: 'A bundled card' },
    {
      ...(HOAX_BODY.actions[2] as InvestigationBody['actions'][number]),
      imageUrl: 'bundled:no-such-file.svg',
      imageAlt: 'A missing card',
      text: 'Every week.',
    },
  ],
};

function renderAt(path: string, answer: FakeHandler) {
  const api = installFakeApi().on('GET', API_PATH, answer);
  renderPage(<InvestigationPage />, { path, route: '/investigations/:id' });
  return api;
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Who Signed the Water Contracts?' });
const card = (name: string) => screen.getByRole('img', { name }).closest('article') as HTMLElement;

describe('a published investigation at /investigations/:id', () => {
  it('shows the record its address names, with its uploaded media as they are and bundled files from this build', async () => {
    renderAt(`/investigations/${SLUG}`, { json: publishedInvestigation(SLUG, WATER) });
    await title();
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('poster', 'https://media.example/water-poster.webp');
    expect([...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src'))).toEqual([
      'https://media.example/water.mp4',
    ]);
    expect(screen.getByRole('img', { name: 'An uploaded card' })).toHaveAttribute('src', 'https://media.example/card.webp');
    expect(screen.getByRole('img', { name: 'A bundled card' })).toHaveAttribute('src', mediaUrl('bundled:action-watch.svg'));
    // A bundled name this build does not have: no picture, its alt text in its place.
    expect(screen.getByRole('img', { name: 'A missing card' })).not.toHaveAttribute('src');
    expect(within(card('A missing card')).getByText('Every week.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Exhibit \d+:/ }).map((heading) => heading.textContent)).toEqual([
      'Exhibit 1: The Tender',
      'Exhibit 2: The Minutes',
    ]);
    expect(screen.queryByText('Preview — not published')).not.toBeInTheDocument();
  });

  it('renders a rich-text description sanitized (no script, links in a new tab) and plain text as paragraphs', async () => {
    renderAt(`/investigations/${SLUG}`, { json: publishedInvestigation(SLUG, WATER) });
    await title();
    const tender = screen.getByRole('article', { name: /Exhibit 1:/ });
    const link = await within(tender).findByRole('link', { name: 'the notice' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(tender).getByText('nine days').tagName).toBe('STRONG');
    expect(tender.querySelector('script')).toBeNull();
    const minutes = screen.getByRole('article', { name: /Exhibit 2:/ });
    expect([...minutes.querySelectorAll('p.media-exhibit-description')].map((paragraph) => paragraph.textContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
  });

  it('shows a preview link’s draft under a note saying it is not published, asking with its token', async () => {
    const api = renderAt(`/investigations/${SLUG}?preview=signed.token`, { json: publishedInvestigation(SLUG, WATER, { preview: true }) });
    await title();
    expect(screen.getByRole('status')).toHaveTextContent(/^Preview — not published/);
    expect(api.callsTo('GET', API_PATH).map((call) => call.query.get('preview'))).toEqual(['signed.token']);
  });

  it('shows the site’s not-found page when the API has no such published investigation', async () => {
    renderAt(`/investigations/${SLUG}`, { status: 404, json: { error: 'Not Found', message: 'No such content' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('does not show a built-in investigation at a second address', async () => {
    const api = renderAt('/investigations/election', { json: publishedInvestigation('election', WATER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says the page could not be loaded when the API is unreachable, and Try again loads it', async () => {
    let down = true;
    renderAt(`/investigations/${SLUG}`, () => (down ? 'network-error' : { json: publishedInvestigation(SLUG, WATER) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    down = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await title();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
