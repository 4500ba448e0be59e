import { describe, expect, it } from 'vitest';
import { preloadConsole } from './preloadConsole';

/** A page of the test's own, with the given head (the shared page's head holds other files' styles). */
const pageWithHead = (head: string) => {
    const page = document.implementation.createHTMLDocument();
    page.head.innerHTML = head;
    return page;
};
const links = (page: Document) => [...page.head.querySelectorAll('link')].map(link => `${link.rel} ${link.getAttribute('as') ?? '-'} ${link.getAttribute('href')}`);

describe('preloadConsole', () => {
    it("preloads the files index.html names: modules as module preloads, stylesheets as style preloads, each once", () => {
        const page = pageWithHead('<meta name="console-files" content="/assets/AdminApp-1.js /assets/shell-2.js /assets/shell-3.css">');
        preloadConsole(page);
        preloadConsole(page);
        expect(links(page)).toEqual(['modulepreload - /assets/AdminApp-1.js', 'modulepreload - /assets/shell-2.js', 'preload style /assets/shell-3.css']);
    });

    it('leaves alone a file the page already links, and does nothing without a list (the development server)', () => {
        const linked = pageWithHead('<link rel="modulepreload" href="/assets/shell-2.js"><meta name="console-files" content="/assets/shell-2.js">');
        preloadConsole(linked);
        expect(links(linked)).toEqual(['modulepreload - /assets/shell-2.js']);
        const withoutList = pageWithHead('');
        preloadConsole(withoutList);
        expect(links(withoutList)).toEqual([]);
    });
});
