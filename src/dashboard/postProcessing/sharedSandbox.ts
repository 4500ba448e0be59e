import { createDataKeySandbox, type DataKeySandbox } from './dataKeySandbox';

let shared: DataKeySandbox | null = null;

/** The console's one data key sandbox; its worker starts with the first batch, not on import. */
export const sharedDataKeySandbox = (): DataKeySandbox => (shared ??= createDataKeySandbox());
