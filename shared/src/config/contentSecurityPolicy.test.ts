import { clerkFrontendOrigin, contentSecurityPolicy } from './contentSecurityPolicy';
import { bootPayloadFromEnv } from './fromEnv';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the content security policy of served pages', () => {
  it('allows scripts only from this origin and the configured remotes, never inline, and forbids framing', () => {
    const policy = contentSecurityPolicy(bootPayloadFromEnv({ MFE_EVENTS_URL: 'https://events.example.org' }));
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3001', 'https://events.example.org']),
    );
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'script-src')).not.toContain('http://localhost:3003');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('lets the page reach the API and embed only the video host', () => {
    const policy = contentSecurityPolicy(
      bootPayloadFromEnv({ API_URL: 'https://api.example.org/v1', VIDEO_EMBED_URL: 'http://localhost:3999/embed' }),
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.example.org');
    expect(directive(policy, 'frame-src')).toEqual(['http://localhost:3999']);
  });

  it('names Clerk, reCAPTCHA and EmailJS only when they are configured', () => {
    const plain = contentSecurityPolicy(bootPayloadFromEnv({}));
    expect(plain).not.toMatch(/google|clerk|emailjs/);

    const key = `pk_test_${btoa('clerk.beacon.example$')}`;
    const configured = contentSecurityPolicy(
      bootPayloadFromEnv({ CLERK_PUBLISHABLE_KEY: key, RECAPTCHA_SITE_KEY: 'site-key', EMAILJS_ORIGIN: 'https://api.emailjs.com' }),
    );
    expect(directive(configured, 'script-src')).toEqual(
      expect.arrayContaining(['https://clerk.beacon.example', 'https://www.google.com/recaptcha/']),
    );
    expect(directive(configured, 'connect-src')).toEqual(
      expect.arrayContaining(['https://clerk.beacon.example', 'https://api.emailjs.com']),
    );
    expect(directive(configured, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('keeps a sensitive page (the tips form) to the site’s own origins: no image from anywhere, no video frame', () => {
    const payload = bootPayloadFromEnv({ API_URL: 'https://api.example.org', VIDEO_EMBED_URL: 'https://www.youtube-nocookie.com/embed' });
    const policy = contentSecurityPolicy(payload, { sensitive: true });
    expect(directive(policy, 'img-src')).not.toContain('https:');
    expect(directive(policy, 'img-src')).toContain('https://api.example.org');
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('youtube');
    // A configured reCAPTCHA still gets its frame there (the operator chose it).
    const withRecaptcha = contentSecurityPolicy(bootPayloadFromEnv({ RECAPTCHA_SITE_KEY: 'site-key' }), { sensitive: true });
    expect(directive(withRecaptcha, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it("reads Clerk's host from a publishable key and refuses anything else", () => {
    expect(clerkFrontendOrigin(`pk_live_${btoa('clerk.example.org$')}`)).toBe('https://clerk.example.org');
    expect(clerkFrontendOrigin('not-a-key')).toBeNull();
    expect(clerkFrontendOrigin(`pk_test_${btoa('evil.example/path$')}`)).toBeNull();
    expect(clerkFrontendOrigin('pk_test_%%%')).toBeNull();
  });
});
