// Typed clients of the Main API and the Video API (one module per resource).
export * from './videos';
