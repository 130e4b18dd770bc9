/**
 * @beacon/shared: config, auth, the catalogue and small utilities shared by the
 * host and every remote. A Module Federation singleton, so its React contexts are one.
 * No antd here: the UI kit is the separate `@beacon/shared/ui` entry; the API clients are
 * `@beacon/shared/api`, the route table `@beacon/shared/routes`.
 */
export * from './config/runtimeConfig';
export { loadBootPayload } from './config/loadBootPayload';
export { fillSiteTokens, type SiteToken } from './config/siteTokens';
export { ConfigProvider, useConfig } from './config/ConfigContext';
export * from './auth';
export * from './catalogue';
export * from './utils';
