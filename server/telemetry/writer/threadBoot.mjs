// Boots a TypeScript worker thread: tsx's loader is registered for this thread, then its entry runs.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
