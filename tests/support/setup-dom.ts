import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// findBy/waitFor give up after 1 s by default; a lazy chunk's first import under two busy test
// workers can take longer. What a test waits for either comes or the test fails all the same.
configure({ asyncUtilTimeout: 5_000 });
