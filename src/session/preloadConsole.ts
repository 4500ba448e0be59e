/** index.html's list of the console's files (build/consoleFiles.ts writes it at build time). */
const CONSOLE_FILES = 'meta[name="console-files"]';

/**
 * Fetches the console's code while the sign-in page waits for the person, so that signing in
 * waits for no download: module preloads (fetched and compiled, not run, and found again by the
 * import at sign-in) and the console's stylesheets. Nothing in a development server, which
 * writes no list.
 */
export function preloadConsole(doc: Document = document): void {
    const files = doc.querySelector(CONSOLE_FILES)?.getAttribute('content')?.split(/\s+/).filter(Boolean) ?? [];
    for (const href of files) {
        const isCss = href.endsWith('.css');
        if (doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
        const link = doc.createElement('link');
        link.rel = isCss ? 'preload' : 'modulepreload';
        if (isCss) link.setAttribute('as', 'style');
        link.href = href;
        doc.head.appendChild(link);
    }
}

/** After the page has drawn and settled: the sign-in form comes first. */
export function preloadConsoleWhenIdle(): () => void {
    if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => preloadConsole(), { timeout: 2000 });
        return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => preloadConsole(), 500);
    return () => window.clearTimeout(timer);
}
