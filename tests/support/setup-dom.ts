import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// findBy/waitFor give up after 1 s by default; a lazy chunk's first import under two busy test
// workers on a shared machine can take many seconds. The limit only catches what never comes:
// a wait still ends as soon as its element is there (expect.poll has the same 20 s, vite.config.ts).
configure({ asyncUtilTimeout: 20_000 });
