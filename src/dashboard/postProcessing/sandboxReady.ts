/** What a new data key sandbox worker says once its script has run: from then on its time is the batches' own. */
export const SANDBOX_READY = 'ready';
