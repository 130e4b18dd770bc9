// Small utilities used by more than one app.
export * from './excerpt';
