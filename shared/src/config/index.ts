// React-free config entry: the boot code (before shared libraries load) and Node scripts use it.
export * from './runtimeConfig';
export * from './apps';
export { loadBootPayload } from './loadBootPayload';
