// The one definition of the API's entity types: TypeBox schemas (the API validates and documents
// with them) and their static types (the frontends import these with `import type`).
export * from './common';
export * from './booking';
export * from './event';
export * from './video';
export * from './upload';
export * from './subscriber';
export * from './email';
export * from './auth';
export * from './captcha';
export * from './health';
export * from './rules';
export * from './stats';
export * from './audit';
export * from './trash';
export * from './export';
export * from './bulk';
export * from './settings';
export * from './site-health';
export * from './release';
export * from './tips';
export * from './content';
export * from './colour';
