import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** Where a page is rendered for a request: its path and query, and the parameters its route pattern names. */
export interface PageAddress {
  url: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * One request a page's first screen makes: the SWR key its hook asks with, and how to fetch the
 * answer. Built by the same function the hook uses, so the server's answer lands where the hook looks.
 * An answer of null means the address names nothing (the page then says it was not found): the page
 * is served with status 404.
 */
export interface FirstScreenRequest {
  key: string | readonly [unknown, ...unknown[]];
  fetch: () => Promise<unknown>;
}

/** The requests a page's first screen makes at an address (none: the page shows no API data there). */
export type FirstScreenLoad = (address: PageAddress, config: RuntimeConfig) => readonly FirstScreenRequest[];

/** A page component, with the requests its first screen makes when it is one that shows API data. */
export type DataPage<P extends object = object> = ComponentType<P> & { readonly load?: FirstScreenLoad };

/**
 * Declares a page whose first screen shows API data: the render server calls `load` for the
 * request's address, runs those requests, and renders the page once from an SWR cache holding the
 * answers, which the served HTML carries for the browser to hydrate from.
 */
export function definePage<P extends object>(Page: ComponentType<P>, load: FirstScreenLoad): DataPage<P> {
  return Object.assign(Page, { load });
}
