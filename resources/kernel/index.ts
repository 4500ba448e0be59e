export * from './ids';
export * from './registryNames.gen';
export * from './types';
export * from './define';
export * from './checks';
export * from './fields';
