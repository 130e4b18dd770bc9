import { installFakeApi, installFakeVideoApi, makeVideo, TEST_API_URL, TEST_VIDEO_API_URL } from '@beacon/shared/testing';
import { approveBooking, createBooking, deleteBooking, listBookings } from './bookings';
import { requestCaptchaToken } from './captcha';
import { createApiClient } from './client';
import { emailSendInput, sendEmail } from './email';
import { ApiRequestError } from './errors';
import { createEvent, eventCalendarUrl, eventKeys, eventsCalendarUrl, getEvent, listEvents, updateEvent } from './events';
import { keyStartsWith } from './keys';
import { findSubscriber, subscribe } from './subscribers';
import { signUpload } from './uploads';
import { fetchVideos, videoKeys, videoQueryOfKey, type VideoQuery } from './videos';

const client = createApiClient({ baseUrl: TEST_API_URL, getToken: async () => 'admin-token' });

describe('events', () => {
  it('lists with the query, reads one by its encoded id, creates and updates', async () => {
    const api = installFakeApi()
      .on('GET', '/events', { json: [] })
      .on('GET', '/events/:id', ({ params }) => ({ json: { _id: params.id } }))
      .on('POST', '/events', ({ body }) => ({ status: 201, json: body }))
      .on('PUT', '/events/:id', ({ body }) => ({ json: body }));
    await listEvents(client, { status: 'upcoming', limit: 3 });
    expect(api.calls[0]?.query.toString()).toBe('status=upcoming&limit=3');
    await expect(getEvent(client, 'a/b')).resolves.toEqual({ _id: 'a/b' });
    expect(api.calls[1]?.path).toBe('/events/a%2Fb');
    await expect(
      createEvent(client, { title: 'Town hall', date: '2030-01-01T18:00:00Z', location: 'Library', category: 'Talk' }),
    ).resolves.toMatchObject({ title: 'Town hall' });
    await updateEvent(client, 'e1', { isFocused: true });
    expect(api.callsTo('PUT', '/events/e1')[0]?.body).toEqual({ isFocused: true });
  });

  it('builds the calendar file links under the base address, with the id encoded', () => {
    expect(eventCalendarUrl(client, 'a/b')).toBe(`${TEST_API_URL}/events/a%2Fb/calendar.ics`);
    expect(eventsCalendarUrl(client)).toBe(`${TEST_API_URL}/events/calendar.ics`);
  });

  it('has SWR keys under one prefix, for invalidating after a write', () => {
    const underEvents = keyStartsWith(eventKeys.all);
    expect(underEvents(eventKeys.list({ status: 'past' }))).toBe(true);
    expect(underEvents(eventKeys.detail('e1'))).toBe(true);
    expect(underEvents(['main-api', 'bookings', 'list'])).toBe(false);
    expect(underEvents('main-api')).toBe(false);
  });
});

describe('bookings', () => {
  it('sends the admin token, approves with the only allowed body and deletes', async () => {
    const api = installFakeApi()
      .on('GET', '/booking', { json: [] })
      .on('PUT', '/booking/:id', ({ params }) => ({ json: { _id: params.id, isConfirmed: true } }))
      .on('DELETE', '/booking/:id', {});
    await listBookings(client);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await expect(approveBooking(client, 'b1')).resolves.toMatchObject({ isConfirmed: true });
    expect(api.calls[1]?.body).toEqual({ isConfirmed: true });
    await expect(deleteBooking(client, 'b1')).resolves.toBeUndefined();
  });

  it('rejects a bad request with the fields the form shows', async () => {
    installFakeApi().on('POST', '/booking', {
      status: 400,
      json: { error: 'Bad Request', message: 'Please check the highlighted fields.', fields: { eventDate: 'is required' } },
    });
    const input = { requesterName: 'Ada', requesterEmail: 'ada@example.org', eventName: 'Talk', eventDate: '', eventLocation: 'Hall' };
    const error = await createBooking(client, input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fields).toEqual({ eventDate: 'is required' });
  });
});

describe('subscribers, uploads, captcha and e-mail', () => {
  it('tells a new subscription from an existing one, and an unknown address from an error', async () => {
    installFakeApi()
      .on('POST', '/subscribers', ({ body }) => ({
        status: (body as { email: string }).email === 'new@example.org' ? 201 : 200,
        json: { _id: 's1', email: 'x' },
      }))
      .on('GET', '/subscribers/:email', ({ params }) =>
        params.email === 'known@example.org'
          ? { json: { _id: 's1', email: params.email } }
          : { status: 404, json: { error: 'Not Found', message: 'Not subscribed.' } },
      );
    await expect(subscribe(client, 'new@example.org')).resolves.toMatchObject({ created: true });
    await expect(subscribe(client, 'old@example.org')).resolves.toMatchObject({ created: false });
    await expect(findSubscriber(client, 'known@example.org')).resolves.toMatchObject({ _id: 's1' });
    await expect(findSubscriber(client, 'stranger@example.org')).resolves.toBeNull();
  });

  it('asks for an upload signature for a folder and for a captcha token', async () => {
    const api = installFakeApi()
      .on('GET', '/uploads/sign', ({ query }) => ({ json: { folder: query.get('folder') } }))
      .on('POST', '/captcha/local-token', { json: { token: 't1', expiresAt: '2030-01-01T00:00:00Z' } });
    await expect(signUpload(client)).resolves.toEqual({ folder: 'events' });
    await expect(requestCaptchaToken(client)).resolves.toMatchObject({ token: 't1' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /uploads/sign', 'POST /captcha/local-token']);
  });

  it('relays an e-mail with the captcha token as EmailJS sends it, and shows the relay’s text reason', async () => {
    const api = installFakeApi().on('POST', '/api/v1.0/email/send', { text: 'OK' });
    const input = emailSendInput({ publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' }, { message: 'Hello' }, 'captcha-1');
    await sendEmail(client, input);
    expect(api.calls[0]?.body).toEqual({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { message: 'Hello', 'g-recaptcha-response': 'captcha-1' },
    });
    api.on('POST', '/api/v1.0/email/send', { status: 400, text: 'The captcha token was already used.' });
    await expect(sendEmail(client, input)).rejects.toThrow('The captcha token was already used.');
  });
});

describe('videos', () => {
  const videoClient = createApiClient({ baseUrl: `${TEST_VIDEO_API_URL}/`, baseUrlName: 'videoApiUrl' });

  it('lists every video, a category by playlist id, or searches', async () => {
    const api = installFakeVideoApi();
    const results = [
      fetchVideos(videoClient, { kind: 'category', playlistId: null }),
      fetchVideos(videoClient, { kind: 'category', playlistId: 'PL1' }),
      fetchVideos(videoClient, { kind: 'search', term: 'city hall & co' }),
    ];
    await Promise.resolve();
    expect(api.requests.map((request) => request.url.href)).toEqual([
      `${TEST_VIDEO_API_URL}/videos`,
      `${TEST_VIDEO_API_URL}/videos?playlistId=PL1`,
      `${TEST_VIDEO_API_URL}/search/channel?search=city+hall+%26+co`,
    ]);
    const video = makeVideo({ title: 'A' });
    for (const request of api.requests) await request.respond([video]);
    await expect(Promise.all(results)).resolves.toEqual([[video], [video], [video]]);
  });

  it('rejects an answer without a videos list', async () => {
    installFakeApi({ baseUrl: TEST_VIDEO_API_URL }).on('GET', '/videos', { json: { items: [] } });
    await expect(fetchVideos(videoClient, { kind: 'category', playlistId: null })).rejects.toThrow('without a videos list');
  });

  it.each<VideoQuery>([
    { kind: 'category', playlistId: null },
    { kind: 'category', playlistId: 'PL1' },
    { kind: 'search', term: 'flood' },
  ])('turns the key of %j back into the query', (query) => {
    expect(videoQueryOfKey(videoKeys.query(TEST_VIDEO_API_URL, query))).toEqual(query);
  });
});
