import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { removedStyles, resetPage } from './freshPage';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// The files of a unit-web worker share one jsdom and the libraries it imported (vite.config.ts). Each
// file evaluates the console's own modules afresh (their stores: language, session, theme…), and
// starts with the page, storage, timers and globals a fresh page has, whatever the file before it left.
vi.resetModules();
let stylesAtStart: Element[] = [];
beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    stylesAtStart = [...document.head.querySelectorAll('style')];
});
afterAll(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    // Emotion (MUI's styles, a library the worker's files share) keeps the <style> elements it inserted and
    // inserts the next ones beside them: a file that removed them (document.head.innerHTML = …) breaks the
    // styles of every later file with "NotFoundError: The child can not be found in the parent".
    const removed = removedStyles(stylesAtStart);
    resetPage();
    if (removed) throw new Error(removed);
});

// findBy/waitFor give up after 1 s by default; a lazy chunk's first import under two busy test
// workers on a shared machine can take many seconds. The limit only catches what never comes:
// a wait still ends as soon as its element is there (expect.poll has the same 20 s, vite.config.ts).
configure({ asyncUtilTimeout: 20_000 });
