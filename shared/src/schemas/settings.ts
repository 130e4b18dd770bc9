import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/** The services the site depends on, in the order Settings lists them. */
export const IntegrationService = Type.Enum(['sign-in', 'captcha', 'email', 'mailing-list', 'image-host', 'video-catalogue']);
export type IntegrationService = Static<typeof IntegrationService>;

/** Who provides each service: a real third party, or this API's local stand-in. */
export const IntegrationProvider = Type.Enum(['clerk', 'recaptcha', 'mailerlite', 'cloudinary', 'youtube', 'local']);
export type IntegrationProvider = Static<typeof IntegrationProvider>;

export const IntegrationCheck = Type.Object({
  ok: Type.Boolean({ description: 'The service answered as expected' }),
  latencyMs: Type.Integer({ minimum: 0 }),
  detail: Type.String({ description: 'What was checked, or why it failed' }),
  checkedAt: IsoDateTime,
});
export type IntegrationCheck = Static<typeof IntegrationCheck>;

export const IntegrationStatus = Type.Object({
  service: IntegrationService,
  provider: IntegrationProvider,
  remote: Type.Boolean({ description: 'true: a third-party service; false: the local stand-in' }),
  label: Type.String({ description: 'For people, e.g. "Clerk" or "Local sign-in (admin code)"' }),
  check: IntegrationCheck,
});
export type IntegrationStatus = Static<typeof IntegrationStatus>;

/** A third party a tip passes through when it is configured, and what it sees. */
export const TipsThirdParty = Type.Object({
  service: Type.Enum(['email', 'captcha']),
  label: Type.String({ description: 'For people, e.g. "EmailJS"' }),
  ciphertextOnly: Type.Boolean({ description: 'true: the service sees the encrypted tip only (never its text)' }),
  detail: Type.String({ description: 'What passes through it' }),
});
export type TipsThirdParty = Static<typeof TipsThirdParty>;

/** How tips are protected: the key they are encrypted to, how long they are kept, and who else sees them pass. */
export const TipsStatus = Type.Object({
  key: Type.Enum(['configured', 'development'], { description: 'development: the API’s own key pair (no TIPS_PUBLIC_KEY)' }),
  fingerprint: Type.String(),
  retentionDays: Type.Integer({ minimum: 1 }),
  passesThrough: Type.Array(TipsThirdParty, { description: 'Empty: no third party sees a tip' }),
});
export type TipsStatus = Static<typeof TipsStatus>;

/** GET /admin/settings/status (admin, read-only): what the API is connected to right now. */
export const SettingsStatus = Type.Object({
  api: Type.Object({
    version: Type.String({ description: 'api/package.json version' }),
    database: Type.Enum(['pglite', 'postgres']),
    node: Type.String({ description: 'Node.js version, e.g. v20.20.0' }),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
  }),
  services: Type.Array(IntegrationStatus, { description: 'One per service, in IntegrationService order' }),
  tips: TipsStatus,
});
export type SettingsStatus = Static<typeof SettingsStatus>;
