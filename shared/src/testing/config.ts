import type { RuntimeConfig, SiteContent } from '@beacon/shared';
import { runtimeConfigFromEnv } from '@beacon/shared/env';

export const TEST_API_URL = 'http://api.test';
export const TEST_VIDEO_API_URL = 'http://videos.test/video-api';

export type TestConfigOverrides = Partial<Omit<RuntimeConfig, 'site'>> & { site?: Partial<SiteContent> };

/**
 * The default runtime config with addresses no real server answers, and the checkbox captcha stand-in (a
 * token in one request; the ALTCHA widget has its own tests); `site` overrides merge field by field.
 */
export function testConfig({ site, ...overrides }: TestConfigOverrides = {}): RuntimeConfig {
  const base = runtimeConfigFromEnv({
    API_URL: TEST_API_URL,
    VIDEO_API_URL: TEST_VIDEO_API_URL,
    VIDEO_EMBED_URL: 'http://embed.test/embed',
    CAPTCHA_MODE: 'local',
  });
  return { ...base, ...overrides, site: { ...base.site, ...site } };
}
