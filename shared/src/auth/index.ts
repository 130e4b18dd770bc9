export * from './authTypes';
export * from './AuthContext';
export * from './devSession';
