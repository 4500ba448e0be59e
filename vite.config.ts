/// <reference types="vitest/config" />
import { statSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With its extension: Vite's own config loader (the future default) resolves no other kind.
import { consoleFiles } from './build/consoleFiles.ts';
import { precompress } from './build/precompress.ts';
import { scriptPriority } from './build/scriptPriority.ts';
import { moduleMockingTests } from './tests/support/moduleMockingTests.ts';

// During `npm run dev` the console proxies /api to the embedded server (or API_URL).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/**
 * Collects, once the module graph is built, the modules an entry imports statically (directly or
 * through others): they load together with it, so the chunking groups below can merge them.
 * The walk goes through barrel files (react-admin's and MUI's index.js) whose unused exports are
 * tree-shaken later; a module it reaches only that way, and that lazy code imports too (DOMPurify
 * behind RichTextField, MUI's Slider), stays out, so the entry does not load it for the lazy code.
 * The entry module itself stays in its own chunk, and so does whatever another page (another HTML
 * entry) imports: loading a merged chunk runs every module in it.
 */
function staticImportsOf(entrySuffix: string): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `static-imports-of:${entrySuffix}`,
    apply: 'build',
    buildEnd() {
      const staticClosure = (from: string[]) => {
        const reached = new Set<string>();
        for (let id = from.pop(); id !== undefined; id = from.pop()) {
          if (reached.has(id)) continue;
          reached.add(id);
          from.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      const ids = [...this.getModuleIds()];
      const entry = ids.find(id => id.endsWith(entrySuffix));
      if (!entry) return;
      const reached = staticClosure([entry]);
      // Vite's entries are the HTML pages; ours is the one whose imports reach the entry.
      const otherPages = new Set(
        ids
          .filter(id => id !== entry && this.getModuleInfo(id)?.isEntry)
          .map(page => staticClosure([page]))
          .filter(closure => !closure.has(entry))
          .flatMap(closure => [...closure]),
      );
      const isOurs = (id: string) => !/[\\/]node_modules[\\/]/.test(id);
      for (const id of reached) {
        if (id === entry || otherPages.has(id)) continue;
        const importers = this.getModuleInfo(id)?.importers ?? [];
        const onlyReached = importers.every(importer => reached.has(importer));
        if (onlyReached || importers.some(importer => reached.has(importer) && isOurs(importer))) modules.add(id);
      }
    },
  };
  return { modules, plugin };
}

/**
 * What the lazy-common group may take: small modules (under 8 KB of source) of the console's own code.
 * Larger shared modules (the time window picker) keep a chunk each, and no library's modules move:
 * Monaco's many small ones stay with Monaco, and every icon is shared by the full icon set's chunk.
 */
const SMALL_SOURCE_BYTES = 8 * 1024;
const isSmallShared = (id: string) => {
  const isOurs = !/[\\/]node_modules[\\/]/.test(id) && /[\\/](src|shared|resources)[\\/][^?]*\.tsx?$/.test(id);
  if (!isOurs) return false;
  try {
    return statSync(id).size < SMALL_SOURCE_BYTES;
  } catch {
    return false;
  }
};

/** A language's console texts (locales/<lang>/*.json but common.json, which the sign-in page loads) make one chunk. */
const CONSOLE_LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2}_[A-Z]{2})[\\/](?!common\.json)[^\\/]+\.json$/;
const localeChunkName = (id: string) => {
  const language = CONSOLE_LOCALE_FILE.exec(id)?.[1];
  return language && language !== 'en_US' ? `locale-${language}` : null;
};

/** The console's unit tests that render (*.test.tsx) or need the browser's objects (*.dom.test.ts), and those of them that mock modules. */
const WEB_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
const WEB_MOCKING_TESTS = moduleMockingTests(import.meta.dirname, 'src', /\.(test\.tsx|dom\.test\.ts)$/);

const boot = staticImportsOf('/src/main.tsx');
const shell = staticImportsOf('/src/AdminApp.tsx');

export default defineConfig({
  plugins: [react(), boot.plugin, shell.plugin, consoleFiles(), scriptPriority(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Left alone, rolldown gives every set of importers its own chunk: the sign-in page came in 62 files
        // and the shell in 184, each gzipped on its own. What loads together goes in one file instead; the
        // lazy parts (Monaco, uPlot, leaflet, xyflow, rjsf, the full icon set) keep their own chunks.
        codeSplitting: {
          groups: [
            // The first screen (sign-in) and all it imports statically.
            { name: localeChunkName, debugName: 'locales', priority: 3 },
            { name: 'boot', test: id => boot.modules.has(id), priority: 2 },
            // The console's shell, loaded after sign-in, and all it imports statically beyond the boot.
            { name: 'shell', test: id => shell.modules.has(id), priority: 1 },
            // Small modules that two lazy chunks or more share: left alone, each set of sharers got its own
            // chunk, and the first dashboard opened asked for 40 files of a few hundred bytes, six at a time,
            // a round trip each (issue #26).
            { name: 'lazy-common', test: isSmallShared, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores.
    // Unit and API files are independent (in-memory databases, free ports): run two at once.
    maxWorkers: 2,
    // Under two busy workers on a machine shared with other work, a heavy unit file (jsdom + MUI, Ajv
    // compiling the whole contract) can take most of a minute: the limits are there to catch hangs,
    // not to time anything.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a busy machine a state that is coming can take
    // longer. A poll still ends as soon as its state holds; the deadline only catches what never comes.
    expect: { poll: { timeout: 20_000 } },
    projects: [
      // The console's unit tests: those that render (*.test.tsx) or need the browser's objects
      // (*.dom.test.ts: window, document, localStorage, FileReader…) run in jsdom; plain logic
      // (*.test.ts) runs in Node, which starts far faster.
      // A worker's files share one jsdom and one module graph (isolate: false): starting jsdom and importing
      // React, MUI and react-admin again for every file was most of the tier's time. setup-dom.ts gives
      // each file a clean page and storage. Files that replace modules (vi.mock) run isolated, in
      // unit-web-mocks: a module another file imported first would keep the real one.
      {
        extends: true,
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...WEB_MOCKING_TESTS],
          setupFiles: ['tests/support/setup-dom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web-mocks',
          environment: 'jsdom',
          include: WEB_MOCKING_TESTS,
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'resources/**/*.test.ts', 'shared/**/*.test.ts', 'codegen/**/*.test.ts', 'build/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'src/**/*.dom.test.ts'],
        },
      },
      {
        extends: true,
        // Limits that only catch a hang: a file's world (a server, argon2 sign-ins) can take a minute to
        // start on a machine shared with other work.
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'registry', environment: 'node', include: ['tests/registry/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Every test fails on an error toast, failed request, page error or console error it did not declare.
          setupFiles: ['tests/e2e/support/setup.ts'],
          // Only there to catch a hang: a long journey on a machine shared with other work can pass a minute.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // After the unit and API files (group 0), so browsers do not compete with them for the cores.
          // Two files at once: a browser test mostly waits (measured 456 s one by one, 297 s two at a
          // time, on two cores). Each file has its own server; the worker's Chromium serves its files, a
          // context per test (tests/support/browser.ts). Sharing the worker's modules (isolate: false)
          // saves re-importing the server for every file and compiling its validators again (server/app.ts).
          sequence: { groupOrder: 1 },
          isolate: false,
        },
      },
    ],
  },
});
