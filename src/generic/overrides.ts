import type { ResourceOverrides } from './overrideTypes';

/** Resource name → hand-made pieces (see overrideTypes). Filled in by src/resources/<entity>/. */
const overrides: Readonly<Record<string, ResourceOverrides>> = {};

export const overridesOf = (name: string): ResourceOverrides => overrides[name] ?? {};
