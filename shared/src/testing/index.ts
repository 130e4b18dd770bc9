/**
 * The test kit of every app: pages rendered with config, theme, auth and router, a fake runtime
 * config, fakes of the Main API and the Video API, and stand-ins for browser APIs jsdom lacks.
 * For test files only: production code never imports it (a test in this folder checks that).
 */
export * from './config';
export * from './auth';
export * from './renderPage';
export * from './fakeApi';
export * from './fakeVideoApi';
export * from './browserApis';
export { restoreFetch } from './fetchStubs';
export { publishedRecord } from './content';
