import { createApiClient } from '@beacon/shared/api';
import { installFakeApi, TEST_API_URL } from '@beacon/shared/testing';
import { signUp } from './signUp';

describe('one sign-up', () => {
  test('the address is trimmed before it is looked up and sent', async () => {
    const api = installFakeApi()
      .on('GET', '/subscribers/:email', { status: 404, json: { error: 'Not Found', message: 'Not subscribed.' } })
      .on('POST', '/subscribers', { status: 201, json: { _id: '1', email: 'a+b@example.org', createdAt: '', updatedAt: '' } });
    const outcome = await signUp(createApiClient({ baseUrl: TEST_API_URL }), '  a+b@example.org \n');
    expect(outcome).toEqual({ slot: 'success', text: 'Thank you for joining our newsletter.' });
    expect(api.calls.map((call) => call.path)).toEqual(['/subscribers/a%2Bb%40example.org', '/subscribers']);
    expect(api.calls[1]?.body).toEqual({ email: 'a+b@example.org' });
  });

  test('a 429 without Retry-After still asks the visitor to wait, and a long wait is said in minutes', async () => {
    const client = createApiClient({ baseUrl: TEST_API_URL });
    const api = installFakeApi().on('GET', '/subscribers/:email', { status: 429, json: { error: 'Too Many Requests', message: 'x' } });
    expect(await signUp(client, 'a@example.org')).toEqual({
      slot: 'error',
      text: 'Too many sign-up attempts. Please wait a minute and try again.',
    });
    api.on('GET', '/subscribers/:email', {
      status: 429,
      headers: { 'Retry-After': '90' },
      json: { error: 'Too Many Requests', message: 'x' },
    });
    expect(await signUp(client, 'a@example.org')).toEqual({
      slot: 'error',
      text: 'Too many sign-up attempts. Please wait 2 minutes and try again.',
    });
  });
});
