// Typed clients of the Main API, the Video API and the e-mail relay: one client (base address,
// token, JSON, abort, timeout, typed errors) and one module of plain functions per resource.
export * from './client';
export * from './errors';
export * from './url';
export * from './keys';
export * from './useApiClient';
export * from './videos';
export * from './events';
export * from './bookings';
export * from './uploads';
export * from './stats';
export * from './versions';
export * from './subscribers';
export * from './captcha';
export * from './email';
export * from './audit';
export * from './trash';
export * from './exports';
export * from './bulk';
export * from './settings';
export * from './site-health';
export * from './releases';
export * from './tips';
export * from './content';
