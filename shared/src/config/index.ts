// React-free config entry: the boot code (before shared libraries load) uses it. Node code reads the
// environment and the app registry through `@beacon/shared/env` and `@beacon/shared/apps`.
export * from './runtimeConfig';
export { loadBootPayload } from './loadBootPayload';
export { fillSiteTokens, type SiteToken } from './siteTokens';
