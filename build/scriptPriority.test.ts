import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './scriptPriority';

describe("index.html's scripts", () => {
    it('load at low priority, the entry and its module preloads, nothing else touched', () => {
        const html = [
            '<script type="module" crossorigin src="/assets/index-1.js"></script>',
            '<link rel="modulepreload" crossorigin href="/assets/boot-2.js">',
            '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
        ].join('\n');
        expect(lowPriorityScripts(html).split('\n')).toEqual([
            '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
            '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-2.js">',
            '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
        ]);
        // Once only.
        expect(lowPriorityScripts(lowPriorityScripts(html))).toBe(lowPriorityScripts(html));
    });
});
