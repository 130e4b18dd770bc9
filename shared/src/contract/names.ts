/**
 * Every name the build, the page servers and the browser code agree on, spelled once: element ids,
 * HTML markers, placeholders, data attributes and the files a build publishes. Plain constants (no
 * Node code), so browser code imports the ones it needs.
 */

/** Id of the JSON data block the server inlines into index.html (the boot payload). */
export const BOOT_ELEMENT_ID = 'beacon-boot';

/**
 * Id of the JSON block holding the opened page's remote manifest, inlined by the page server beside
 * the preloads it read from it (`data-url` names the manifest), so the page boots without asking for it.
 */
export const MANIFEST_ELEMENT_ID = 'beacon-manifest';

/**
 * Id of the JSON block holding, when the server rendered the page for its address, when it did and
 * the API answers it used and the venue times it read (`{ at, answers: [SWR key, answer][], venueTimes? }`): what
 * the page hydrates from.
 */
export const PAGE_DATA_ELEMENT_ID = 'beacon-page-data';

/** The element every app renders into. */
export const ROOT_ELEMENT_ID = 'root';
/** The root element as a template holds it, empty: the page server puts the rendered page inside. */
export const EMPTY_ROOT_ELEMENT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/**
 * Holds a served page's first paint until its HTML is parsed to the end of the root, for a page centred
 * on the screen (the launch page): a first paint of part of it (the parser may yield mid-page on a slow
 * phone) would move it when the rest arrives. The link goes in <head>, the marker right after the root.
 */
export const PARSED_MARKER_ID = 'beacon-parsed';
export const HOLD_FIRST_PAINT = `<link rel="expect" href="#${PARSED_MARKER_ID}" blocking="render">`;
export const PARSED_MARKER = `<template id="${PARSED_MARKER_ID}"></template>`;

/** Where in a template's <head> the page server inlines the boot payload. */
export const BOOT_MARKER = '<!--beacon:boot-->';

/** What the host's server render leaves in a remote page's slot; the page server puts the page's HTML there. */
export const SLOT_MARKER = '<!--beacon:slot-->';

/** A value not known at build time in prerendered HTML (`%%beacon:site.founderName%%`), filled in when served. */
export const placeholder = (key: string): string => `%%beacon:${key}%%`;

/** Where a remote's prerendered asset URLs start; replaced by the remote's base URL. */
export const BASE_URL_PLACEHOLDER = placeholder('base');

/** A page's one-time form token (a route with `nativeForms`), filled in per served copy by the page server. */
export const FORM_TOKEN_PLACEHOLDER = placeholder('formToken');

/**
 * Marks the element of a page with `nativeForms` whose content the API's answer to a native form post replaces
 * (the page's heading, notes and styles stay around it).
 */
export const FORM_RESULT_ATTRIBUTE = 'data-beacon-form-result';

/** The `elementtiming` value of a first-screen image. */
export const FIRST_SCREEN_MARK = 'first-screen';

/** Marks a served `<link as="script">` held back (it has no `rel` yet) until the first screen is shown. */
export const HELD_PRELOAD_ATTRIBUTE = 'data-after-first-screen';

/** The page template of every build; served only with the boot payload inlined. */
export const TEMPLATE_FILE = 'index.html';

/** The folder of an app's prerendering bundle inside its build: Node code, never public. */
export const SERVER_DIR = 'server';
/** The prerendering bundle's entry file inside `SERVER_DIR`. */
export const SERVER_BUNDLE_FILE = 'render.cjs';
/** The prerendering bundle's path inside a build. */
export const SERVER_BUNDLE = `${SERVER_DIR}/${SERVER_BUNDLE_FILE}`;

/** The prerendered pages a remote publishes beside its manifest (`PrerenderedPages`). */
export const PRERENDER_FILE = 'prerender.json';

/**
 * Where a remote's server answers a page rendered for a request's address (`?expose=&pattern=&url=`,
 * a `PageForAddress`), for the pages whose first screen is API data (a list, the URL's video or event).
 */
export const RENDER_FOR_ADDRESS_FILE = 'render.json';

/** A remote's Module Federation manifest, the address the remotes map names. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
/** A remote's federation container. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
