/**
 * The contract between the build, the page servers and the browser code: shared names, the shapes
 * that cross between them, and the escaping of what is written into HTML. Browser-safe.
 */
export * from './names';
export * from './escape';
export * from './hoisted';
export type * from './wire';
