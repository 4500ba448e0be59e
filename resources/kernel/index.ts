export * from './types';
export * from './define';
export * from './checks';
export * from './fields';
