// The sandbox worker's entry in plain JavaScript: it teaches this thread TypeScript (tsx), then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./sandboxWorker.ts');
