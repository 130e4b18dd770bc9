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

/** GET /admin/settings/status (admin, read-only): what the API is connected to right now. */
export const SettingsStatus = Type.Object({
  api: Type.Object({
    version: Type.String({ description: 'api/package.json version' }),
    database: Type.Enum(['pglite', 'postgres']),
    node: Type.String({ description: 'Node.js version, e.g. v20.20.0' }),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
  }),
  services: Type.Array(IntegrationStatus, { description: 'One per service, in IntegrationService order' }),
});
export type SettingsStatus = Static<typeof SettingsStatus>;
