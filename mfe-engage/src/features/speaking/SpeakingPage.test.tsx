import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AuthStateProvider, ConfigProvider } from '@beacon/shared';
import { StaticRouter } from '@beacon/shared/router';
import { installFakeApi, renderPage, setReducedMotion, testAuth, testConfig, type FakeHandler } from '@beacon/shared/testing';
import SpeakingPage from './SpeakingPage';
import { FEATURED_EVENT } from './testFeaturedEvent';
import { EDITED_SPEAKING, publishedSpeaking, seededFirstParagraph, SPEAKING_PATH } from './testSpeakingContent';

// antd renders slowly in jsdom on a busy machine; the tests assert no timings.
jest.setTimeout(30_000);

const SPEAKER = 'Sam Speaker';
const RELAY = '/api/v1.0/email/send';
const BOOKING = {
  _id: '00000000-0000-4000-8000-000000000001',
  requesterName: 'Bea Booker',
  requesterEmail: 'bea@example.org',
  eventName: 'Spring Gala',
  eventDate: '2030-04-18',
  eventLocation: 'Town Hall',
  eventDetails: 'Keynote, 40 minutes.',
  isConfirmed: false,
  createdAt: '2030-01-01T12:00:00.000Z',
  updatedAt: '2030-01-01T12:00:00.000Z',
};

function fakeServices({
  relay = { text: 'OK' },
  booking = { status: 201, json: BOOKING },
}: { relay?: FakeHandler; booking?: FakeHandler } = {}) {
  let issued = 0;
  return installFakeApi()
    .on('POST', '/captcha/local-token', () => {
      issued += 1;
      return { json: { token: `local.token-${issued}`, expiresAt: new Date(Date.now() + 120_000).toISOString() } };
    })
    .on('GET', '/events', { json: [] })
    .on('GET', SPEAKING_PATH, { json: publishedSpeaking() })
    .on('POST', RELAY, relay)
    .on('POST', '/booking', booking);
}

/**
 * The events table's answer (`featured` is the next event marked Featured, none by default) and the page's
 * record (the seeded words, published, by default).
 */
const fakeFeatured = (featured: typeof FEATURED_EVENT | null = null, words: FakeHandler = { json: publishedSpeaking() }) =>
  installFakeApi()
    .on('GET', '/events', { json: featured ? [featured] : [] })
    .on('GET', SPEAKING_PATH, words);

const config = testConfig({ site: { founderName: SPEAKER, organisationName: 'Harbor Light' } });
const renderSpeaking = (path = '/speaking') => renderPage(<SpeakingPage />, { path, config });

const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = () => screen.getByLabelText(/^Event Date/);
const enter = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
const alertText = () => screen.getByRole('alert').textContent;
/** The note above a preview link's page (the captcha has a status of its own). */
const previewNote = () => screen.getByText('Preview — not published').closest('[role="status"]');

function fillAll() {
  enter(field('Name'), 'Bea Booker');
  enter(field('Email'), 'bea@example.org');
  enter(field('Event Name'), 'Spring Gala');
  enter(dateField(), '2030-04-18');
  enter(field('Event Location'), 'Town Hall');
  enter(field('Message / Event Details'), 'Keynote, 40 minutes.');
}

async function verifyCaptcha() {
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
}

beforeAll(() => {
  // antd's text area measures itself; jsdom has no ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  fakeFeatured();
  jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the Speaking page', () => {
  it('shows the speaker from the runtime config, the biography, topics, Quick Info and the form', () => {
    renderSpeaking();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: SPEAKER }));
    expect(screen.getByText(seededFirstParagraph(SPEAKER))).toBeInTheDocument();
    expect(document.title).toBe(`Speaking · ${config.site.organisationName}`);
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((item) => item.textContent)).toEqual([
      "Children's Safety",
      'Exposing Corruption',
      'Faith & Freedom',
      'Radio Personality',
    ]);
    expect(screen.getByRole('heading', { name: 'Quick Info' })).toBeInTheDocument();
    expect(screen.getByText('Topics & Focus')).toBeInTheDocument();
    expect(screen.getByText(/does not guarantee availability/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Book a talk' })).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Book ${SPEAKER}` })).toBeInTheDocument();
  });

  it('shows its published record’s words, with the speaker’s name and the site’s tokens filled', async () => {
    const api = fakeFeatured(null, { json: publishedSpeaking(EDITED_SPEAKING) });
    renderSpeaking();
    expect(await screen.findByText(`${SPEAKER} has reported from Harbor Light for twenty years.`)).toBeInTheDocument();
    expect(screen.getByText('Now also a podcast host.')).toBeInTheDocument();
    expect(screen.queryByText(seededFirstParagraph(SPEAKER))).not.toBeInTheDocument();
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((item) => item.textContent)).toEqual([
      "Children's Safety",
      'Exposing Corruption',
      'Faith & Freedom',
      'Public Records',
    ]);
    expect(api.callsTo('GET', SPEAKING_PATH).map((call) => call.query.toString())).toEqual(['']);
    expect(screen.queryByText(/^Preview/)).not.toBeInTheDocument();
  });

  it('shows a preview link’s draft under a note saying it is not published, asking with the link’s token', async () => {
    const api = fakeFeatured(null, { json: publishedSpeaking(EDITED_SPEAKING, { preview: true }) });
    renderSpeaking('/speaking?preview=signed.token');
    expect(await screen.findByText('Now also a podcast host.')).toBeInTheDocument();
    expect(previewNote()).toHaveTextContent(/^Preview — not published: the latest draft/);
    expect(api.callsTo('GET', SPEAKING_PATH).map((call) => call.query.get('preview'))).toEqual(['signed.token']);
  });

  it('when the API cannot be reached, a visitor still gets the seeded words and no error', async () => {
    const api = fakeFeatured(null, 'network-error');
    renderSpeaking();
    await waitFor(() => expect(api.callsTo('GET', SPEAKING_PATH)).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByText(seededFirstParagraph(SPEAKER))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Info' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a preview link whose draft cannot be loaded says so over the seeded words, and Try again loads the draft', async () => {
    let down = true;
    fakeFeatured(null, () => (down ? 'network-error' : { json: publishedSpeaking(EDITED_SPEAKING, { preview: true }) }));
    renderSpeaking('/speaking?preview=signed.token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Preview: the draft could not be loaded');
    expect(screen.getByText(seededFirstParagraph(SPEAKER))).toBeInTheDocument();
    down = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Now also a podcast host.')).toBeInTheDocument();
    expect(previewNote()).toHaveTextContent(/^Preview — not published: the latest draft/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a preview link that expired shows the site’s not-found page, none of the page’s words', async () => {
    fakeFeatured(null, { status: 404, json: { error: 'Not Found', message: 'No such content' } });
    renderSpeaking('/speaking?preview=expired.token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/This preview link has expired/)).toBeInTheDocument();
    expect(screen.queryByText(seededFirstParagraph(SPEAKER))).not.toBeInTheDocument();
  });

  it('shows the next event marked Featured in the events table: title, time at the venue with its zone, place, flyer, a link to its page', async () => {
    const api = fakeFeatured(FEATURED_EVENT);
    renderSpeaking();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Featured Upcoming Event' })).closest('section') as HTMLElement;
    expect(api.callsTo('GET', '/events').map((call) => call.query.toString())).toEqual(['status=upcoming&featured=true&limit=1']);
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('An Evening of Courage at the Riverside Chapter');
    expect(within(section).getByText('Thursday, February 14, 2030 · 6:30 PM MST')).toHaveAttribute('datetime', FEATURED_EVENT.date);
    expect(within(section).getByText('Riverside Community Hall, 120 Main Street, Mesa, AZ')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Event details' })).toHaveAttribute('href', `/events/${FEATURED_EVENT._id}`);
    expect(section.querySelector('img')).toHaveAttribute('src', FEATURED_EVENT.imageUrl);
    expect(screen.getByRole('button', { name: 'Featured Event' })).toBeInTheDocument();
  });

  it('with no featured event: no featured section and no Featured Event button', async () => {
    const api = fakeFeatured(null);
    renderSpeaking();
    await waitFor(() => expect(api.callsTo('GET', '/events')).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByRole('button', { name: `Book ${SPEAKER} Today` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured Upcoming Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Featured Event' })).not.toBeInTheDocument();
  });

  it('renders on a server (no DOM needed)', () => {
    const html = renderToString(
      <ConfigProvider config={config}>
        <AuthStateProvider value={testAuth('signed-out')}>
          <StaticRouter location="/speaking">
            <SpeakingPage />
          </StaticRouter>
        </AuthStateProvider>
      </ConfigProvider>,
    );
    expect(html).toContain(`Book ${SPEAKER} Today`);
    // No API on this server: the seeded words.
    expect(html).toContain(seededFirstParagraph(SPEAKER));
  });

  it('the booking fields: all marked required, email and date typed, browser validation off', () => {
    renderSpeaking();
    for (const name of ['Name', 'Email', 'Event Name', 'Event Location', 'Message / Event Details']) expect(field(name)).toBeRequired();
    expect(dateField()).toBeRequired();
    // Each of the six labels carries the visible mark (the tips form, which shares the field, carries none).
    expect(screen.getByRole('form', { name: 'Booking request' }).querySelectorAll('label .engage-required')).toHaveLength(6);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(dateField()).toHaveAttribute('type', 'date');
    expect(screen.getByRole('form', { name: 'Booking request' })).toHaveAttribute('novalidate');
  });
});

describe('the booking form', () => {
  it('checks in order: captcha, then name and email, then event name, date and location', async () => {
    const api = fakeServices();
    renderSpeaking();
    await submit();
    expect(alertText()).toBe('Please complete the CAPTCHA.');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    await verifyCaptcha();
    await submit();
    expect(alertText()).toBe('Please enter your name and email.');
    expect(field('Name')).toHaveFocus();
    enter(field('Name'), 'Bea Booker');
    await submit();
    expect(alertText()).toBe('Please enter your name and email.');
    enter(field('Email'), 'bea@example.org');
    await submit();
    expect(alertText()).toBe('Please provide the event name, date, and location.');
    expect(field('Event Name')).toHaveFocus();
    enter(field('Event Name'), 'Spring Gala');
    enter(dateField(), '2030-04-18');
    await submit();
    expect(alertText()).toBe('Please provide the event name, date, and location.');
    expect(field('Event Location')).toHaveFocus();
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
    expect(api.callsTo('POST', '/booking')).toHaveLength(0);
  });

  it('applies the API’s e-mail rule before anything is sent (one definition with the API)', async () => {
    const api = fakeServices();
    renderSpeaking();
    fillAll();
    enter(field('Email'), 'bea@localhost');
    await verifyCaptcha();
    await submit();
    expect(alertText()).toBe('Please enter a valid email address.');
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
  });

  it('refuses a date before the visitor’s today before anything is sent, and takes today', async () => {
    const api = fakeServices();
    renderSpeaking();
    // Today is 2030-01-01 here: the date picker starts there.
    expect(dateField()).toHaveAttribute('min', '2030-01-01');
    fillAll();
    await verifyCaptcha();
    for (const past of ['2020-01-01', '2029-12-31']) {
      enter(dateField(), past);
      await submit();
      expect(alertText()).toBe('The event date has passed. Please choose today or a later date.');
      expect(dateField()).toHaveFocus();
    }
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
    expect(api.callsTo('POST', '/booking')).toHaveLength(0);
    enter(dateField(), '2030-01-01');
    await submit();
    expect(await screen.findByText('Your request for booking has been sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/booking')).toHaveLength(1);
  });

  it('submitting: the button is disabled with a spinner and a second submit is ignored; then success replaces the form', async () => {
    let release: () => void = () => {};
    const api = fakeServices({ relay: () => new Promise((resolve) => (release = () => resolve({ text: 'OK' }))) });
    renderSpeaking();
    fillAll();
    await verifyCaptcha();
    await submit();
    const button = screen.getByRole('button', { name: /Submit/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(screen.getByRole('form', { name: 'Booking request' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Booking request' }));
    await act(async () => release());
    expect(await screen.findByText('Your request for booking has been sent successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Booking request' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', RELAY)).toHaveLength(1);
    expect(api.callsTo('POST', '/booking')).toHaveLength(1);

    const mail = api.callsTo('POST', RELAY)[0]?.body as { template_params: Record<string, string> };
    expect(mail.template_params).toMatchObject({
      from_name: 'Bea Booker',
      from_email: 'bea@example.org',
      'g-recaptcha-response': 'local.token-1',
    });
    expect(mail.template_params.message).toContain('Spring Gala');
    expect(mail.template_params.message).toContain('2030-04-18');
    expect(mail.template_params.message).toContain('Town Hall');
    const [saved] = api.callsTo('POST', '/booking');
    expect(saved?.body).toEqual({
      requesterName: 'Bea Booker',
      requesterEmail: 'bea@example.org',
      eventName: 'Spring Gala',
      eventDate: '2030-04-18',
      eventLocation: 'Town Hall',
      eventDetails: 'Keynote, 40 minutes.',
    });
    expect(saved?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('whitespace around a value goes, on screen, as the field is left (or on submit): what is sent is what is shown', async () => {
    const api = fakeServices();
    renderSpeaking();
    fillAll();
    enter(field('Name'), '\t=1+1 ');
    fireEvent.blur(field('Name'));
    expect(field('Name')).toHaveValue('=1+1');
    // Enter in a field submits without leaving it: trimmed all the same, and shown.
    enter(field('Event Location'), '  Town Hall\n');
    await submit(); // refused (no captcha yet): the form stays, trimmed
    expect(field('Event Location')).toHaveValue('Town Hall');
    await verifyCaptcha();
    await submit();
    expect(await screen.findByText('Your request for booking has been sent successfully!')).toBeInTheDocument();
    const [saved] = api.callsTo('POST', '/booking');
    expect(saved?.body).toMatchObject({ requesterName: '=1+1', eventLocation: 'Town Hall' });
  });

  it('an error keeps everything typed; retrying after the e-mail went out saves with the same key and sends no second e-mail', async () => {
    let attempts = 0;
    const api = fakeServices({
      booking: () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : { status: 201, json: BOOKING };
      },
    });
    renderSpeaking();
    fillAll();
    await verifyCaptcha();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
    expect(field('Name')).toHaveValue('Bea Booker');
    expect(field('Email')).toHaveValue('bea@example.org');
    expect(field('Event Name')).toHaveValue('Spring Gala');
    expect(dateField()).toHaveValue('2030-04-18');
    expect(field('Event Location')).toHaveValue('Town Hall');
    expect(field('Message / Event Details')).toHaveValue('Keynote, 40 minutes.');
    // The captcha response went with the e-mail: the widget is clear again.
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();

    await submit();
    expect(await screen.findByText('Your request for booking has been sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', RELAY)).toHaveLength(1);
    const keys = api.callsTo('POST', '/booking').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('an e-mail failure shows the service’s reason in words and sends no booking', async () => {
    const api = fakeServices({ relay: { status: 429, text: 'Rate limit exceeded, retry in 1 minute' } });
    renderSpeaking();
    fillAll();
    await verifyCaptcha();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 1 minute and try again.');
    expect(field('Event Name')).toHaveValue('Spring Gala');
    expect(api.callsTo('POST', '/booking')).toHaveLength(0);
  });

  it('the captcha token is cleared when it expires', async () => {
    const api = fakeServices();
    renderSpeaking();
    fillAll();
    await verifyCaptcha();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    await submit();
    expect(alertText()).toBe('Please complete the CAPTCHA.');
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
  });
});

describe('scrolling to a section', () => {
  let scrollTo: jest.Mock;
  const setViewport = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
  });

  /** Puts `heading` 1500 px below the top of the viewport. */
  const placeAt = (heading: HTMLElement, top: number) =>
    jest
      .spyOn(heading, 'getBoundingClientRect')
      .mockReturnValue({ top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40, x: 0, y: top } as DOMRect);

  it.each([
    [900, 96],
    [899, 80],
  ])('at %i px wide, "Book … Today" leaves %i px above the form heading, smoothly, and focuses it', (width, offset) => {
    setViewport(width);
    renderSpeaking();
    const heading = screen.getByRole('heading', { level: 2, name: `Book ${SPEAKER}` });
    placeAt(heading, 1500);
    fireEvent.click(screen.getByRole('button', { name: `Book ${SPEAKER} Today` }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 + 200 - offset, behavior: 'smooth' });
    expect(heading).toHaveFocus();
  });

  it.each([
    [900, 96],
    [899, 80],
  ])('at %i px wide, "Featured Event" leaves %i px above the featured-event heading', async (width, offset) => {
    setViewport(width);
    fakeFeatured(FEATURED_EVENT);
    renderSpeaking();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Featured Upcoming Event' });
    placeAt(heading, 900);
    fireEvent.click(screen.getByRole('button', { name: 'Featured Event' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 200 - offset, behavior: 'smooth' });
    expect(heading).toHaveFocus();
  });

  it('the sticky bar’s Book Now goes to the form; with reduced motion the jump is instant', () => {
    const restore = setReducedMotion(true);
    try {
      setViewport(1366);
      renderSpeaking();
      const heading = screen.getByRole('heading', { level: 2, name: `Book ${SPEAKER}` });
      placeAt(heading, 2000);
      fireEvent.click(within(screen.getByRole('region', { name: 'Book a talk' })).getByRole('button', { name: 'Book Now' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 2000 + 200 - 96, behavior: 'instant' });
      expect(heading).toHaveFocus();
    } finally {
      restore();
    }
  });
});
