import { afterEach, describe, expect, it } from 'vitest';
import { preloadConsole } from './preloadConsole';

const links = () => [...document.head.querySelectorAll('link')].map(link => `${link.rel} ${link.getAttribute('as') ?? '-'} ${link.getAttribute('href')}`);

afterEach(() => {
    document.head.innerHTML = '';
});

describe('preloadConsole', () => {
    it("preloads the files index.html names: modules as module preloads, stylesheets as style preloads, each once", () => {
        document.head.innerHTML = '<meta name="console-files" content="/assets/AdminApp-1.js /assets/shell-2.js /assets/shell-3.css">';
        preloadConsole();
        preloadConsole();
        expect(links()).toEqual(['modulepreload - /assets/AdminApp-1.js', 'modulepreload - /assets/shell-2.js', 'preload style /assets/shell-3.css']);
    });

    it('leaves alone a file the page already links, and does nothing without a list (the development server)', () => {
        document.head.innerHTML = '<link rel="modulepreload" href="/assets/shell-2.js"><meta name="console-files" content="/assets/shell-2.js">';
        preloadConsole();
        expect(links()).toEqual(['modulepreload - /assets/shell-2.js']);
        document.head.innerHTML = '';
        preloadConsole();
        expect(links()).toEqual([]);
    });
});
