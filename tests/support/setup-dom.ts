import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// The files of a unit-web worker share one jsdom and the libraries it imported (vite.config.ts). Each
// file evaluates the console's own modules afresh (their stores: language, session, theme…), and
// starts with the storage and timers a fresh page has, whatever the file before it left.
vi.resetModules();
beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
});
afterAll(() => {
    vi.useRealTimers();
});

// findBy/waitFor give up after 1 s by default; a lazy chunk's first import under two busy test
// workers on a shared machine can take many seconds. The limit only catches what never comes:
// a wait still ends as soon as its element is there (expect.poll has the same 20 s, vite.config.ts).
configure({ asyncUtilTimeout: 20_000 });
