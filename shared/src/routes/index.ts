// The route manifest: every page of the site, its pattern, link builder and facts.
export * from './manifest';
