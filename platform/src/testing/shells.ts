/** What the page server's tests build stand-in shells from: a route's head and a rendered shell. */
import { SLOT_MARKER, type PageHead, type RenderedShell } from '@beacon/shared/contract';

/** A route's generic head, titled `title`. */
export const testHead = (title: string, path: string, indexed = true): PageHead => ({
  title,
  description: `About ${title}.`,
  path,
  type: 'website',
  image: null,
  indexed,
  jsonLd: null,
});

/** The shell as the host's server bundle renders it: `chrome` around the remote page's slot (or the home page). */
export const testShell = (chrome: string, slot: string | null, rest: Partial<RenderedShell> = {}): RenderedShell => ({
  html: `${chrome}${slot ? `<div data-remote-slot="${slot}">${SLOT_MARKER}</div>` : '<main>home</main>'}`,
  slot,
  data: null,
  head: testHead('Generic', '/'),
  status: 200,
  detail: null,
  pattern: null,
  ...rest,
});
