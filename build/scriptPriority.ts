import type { Plugin } from 'vite';

/**
 * Marks index.html's own script and its module preloads `fetchpriority="low"`: the first paint is
 * index.html's splash (inline style, no script), so no script is on the way to it. Chromium gives a
 * module script high priority by default, and Lighthouse's simulated network counts every high-priority
 * script that arrived before the observed first paint as blocking it: on a fast machine, where the
 * scripts had run before the first frame, the sign-in page's first paint was priced at the download of
 * the whole sign-in code (1.9 s instead of under 1 s, issue #26). Alone on the page, low-priority
 * scripts load as soon as high-priority ones would.
 */
export function lowPriorityScripts(html: string): string {
    return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

export function scriptPriority(): Plugin {
    return {
        name: 'script-priority',
        apply: 'build',
        transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
    };
}
