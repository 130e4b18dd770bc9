import { checkDevSession, readStoredSession, requestDevSession, revokeDevSession, storeSession, type DevSession } from './devSession';

const session = (expiresAt: string): DevSession => ({
  token: 'token-1',
  user: { id: 'u1', name: 'Ada', role: 'admin', imageUrl: null },
  expiresAt,
});

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the stored development session', () => {
  it('is read back until it expires, then forgotten', () => {
    storeSession(session('2030-01-01T00:00:00Z'));
    expect(readStoredSession(Date.parse('2029-12-31T23:59:59Z'))?.user.name).toBe('Ada');
    expect(readStoredSession(Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
    expect(localStorage.getItem('beacon.devSession')).toBeNull();
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('beacon.devSession', '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('beacon.devSession', JSON.stringify({ token: '' }));
    expect(readStoredSession()).toBeNull();
  });
});

describe('requesting a development session', () => {
  it('posts the role, name and code and returns the signed session', async () => {
    const fetchMock = jest.fn().mockResolvedValue(
      new Response(JSON.stringify({ token: 't', user: { id: 'a1', name: 'Ada', role: 'admin' }, expiresAt: '2030-01-01T00:00:00Z' }), {
        status: 200,
      }),
    );
    global.fetch = fetchMock;
    const result = await requestDevSession('http://api.test', 'admin', 'Ada', 'secret');
    expect(result).toEqual({
      token: 't',
      expiresAt: '2030-01-01T00:00:00Z',
      user: { id: 'a1', name: 'Ada', role: 'admin', imageUrl: null },
    });
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/auth/dev/session', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ role: 'admin', name: 'Ada', code: 'secret' });
  });

  it('passes on the API’s message when it refuses', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Wrong admin code.' }), { status: 403 }));
    await expect(requestDevSession('http://api.test', 'admin', 'Ada', 'nope')).rejects.toThrow('Wrong admin code.');
  });

  it('says so when the API cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestDevSession('http://api.test', 'visitor', 'Vic')).rejects.toThrow(
      'The sign-in service cannot be reached. Is the API running?',
    );
  });
});

describe('ending and checking a development session', () => {
  it('signs out on the API with the bearer token, and survives the API being down', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    global.fetch = fetchMock;
    await revokeDevSession('http://api.test', 'token-1');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://api.test/auth/sign-out',
      expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer token-1' }, keepalive: true }),
    );
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(revokeDevSession('http://api.test', 'token-1')).resolves.toBeUndefined();
  });

  it('tells a revoked token from a valid one, and from an API it cannot ask', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(checkDevSession('http://api.test', 'old')).resolves.toBe('revoked');
    global.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(checkDevSession('http://api.test', 'fresh')).resolves.toBe('valid');
    global.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 503 }));
    await expect(checkDevSession('http://api.test', 'fresh')).resolves.toBe('unknown');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkDevSession('http://api.test', 'fresh')).resolves.toBe('unknown');
  });
});
