import { bootPayloadFromEnv, remotesFromEnv, runtimeConfigFromEnv } from './fromEnv';

describe('runtime config from the environment', () => {
  it('works with no variables at all: local API, offline providers, default site content', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(config.videoApiUrl).toBe('http://localhost:4000/video-api');
    expect(config.clerkPublishableKey).toBeNull();
    expect(config.recaptchaSiteKey).toBeNull();
    expect(config.emailjs.origin).toBe('http://localhost:4000');
    expect(config.site.hoaxSlug).toBe('riverside');
  });

  it('takes every address and key from its variable, without trailing slashes', () => {
    const config = runtimeConfigFromEnv({
      API_URL: 'https://api.example.org/',
      VIDEO_API_URL: 'https://videos.example.org//',
      CLERK_PUBLISHABLE_KEY: 'pk_live_x',
      ORG_NAME: '  Example News ',
      HOAX_SLUG: 'harbour',
    });
    expect(config.apiUrl).toBe('https://api.example.org');
    expect(config.videoApiUrl).toBe('https://videos.example.org');
    expect(config.clerkPublishableKey).toBe('pk_live_x');
    expect(config.site.organisationName).toBe('Example News');
    expect(config.site.hoaxSlug).toBe('harbour');
  });

  it('names the hoax after its slug, capitalised, unless HOAX_NAME says otherwise', () => {
    expect(runtimeConfigFromEnv({}).site.hoaxName).toBe('Riverside');
    expect(runtimeConfigFromEnv({ HOAX_SLUG: 'red-river' }).site.hoaxName).toBe('Red River');
    expect(runtimeConfigFromEnv({ HOAX_SLUG: 'mcallen', HOAX_NAME: 'McAllen' }).site.hoaxName).toBe('McAllen');
  });

  it('follows API_PORT when no API_URL is given, and treats blank values as unset', () => {
    expect(runtimeConfigFromEnv({ API_PORT: '4100', CLERK_PUBLISHABLE_KEY: '  ' })).toMatchObject({
      apiUrl: 'http://localhost:4100',
      clerkPublishableKey: null,
    });
  });

  it('maps every remote to its manifest: a deployment URL, or localhost on its port', () => {
    expect(remotesFromEnv({ MFE_EVENTS_URL: 'https://events.example.org/', MEDIA_PORT: '3201' })).toEqual({
      mfe_media: 'http://localhost:3201/mf-manifest.json',
      mfe_engage: 'http://localhost:3002/mf-manifest.json',
      mfe_events: 'https://events.example.org/mf-manifest.json',
      mfe_admin: 'http://localhost:3004/mf-manifest.json',
      mfe_landing: 'http://localhost:3005/mf-manifest.json',
    });
    expect(remotesFromEnv({ MFE_ADMIN_URL: 'https://cdn.example.org/admin/v2/mf-manifest.json' }).mfe_admin).toBe(
      'https://cdn.example.org/admin/v2/mf-manifest.json',
    );
  });

  it('puts every remote under REMOTES_URL (behind one proxy), unless its own variable names another address', () => {
    expect(remotesFromEnv({ REMOTES_URL: 'https://example.org/remotes/', MFE_ADMIN_URL: 'https://admin.example.org' })).toEqual({
      mfe_media: 'https://example.org/remotes/mfe-media/mf-manifest.json',
      mfe_engage: 'https://example.org/remotes/mfe-engage/mf-manifest.json',
      mfe_events: 'https://example.org/remotes/mfe-events/mf-manifest.json',
      mfe_admin: 'https://admin.example.org/mf-manifest.json',
      mfe_landing: 'https://example.org/remotes/mfe-landing/mf-manifest.json',
    });
  });

  it('produces one payload of config and remotes', () => {
    expect(Object.keys(bootPayloadFromEnv({}))).toEqual(['config', 'remotes']);
  });
});
