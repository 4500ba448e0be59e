import type { Plugin } from 'vite';

/** The name of the meta element listing the console's files in index.html; src/session/preloadConsole.ts reads it. */
export const CONSOLE_FILES_META = 'console-files';

interface ChunkLike {
    type: 'chunk' | 'asset';
    fileName: string;
    facadeModuleId?: string | null;
    imports?: string[];
    viteMetadata?: { importedCss: Set<string> };
}

/** A lazy entry's files: its chunk, the chunks it imports statically (transitively) and their CSS, as absolute paths. */
export function filesOfLazyEntry(bundle: Record<string, ChunkLike>, entrySuffix: string): string[] {
    const entry = Object.values(bundle).find(output => output.type === 'chunk' && output.facadeModuleId?.endsWith(entrySuffix));
    if (!entry) return [];
    const files = new Set<string>();
    const visit = (chunk: ChunkLike) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports ?? []) if (bundle[imported]) visit(bundle[imported]!);
    };
    visit(entry);
    return [...files].map(file => `/${file}`);
}

/**
 * Names, in index.html, the files of the console behind sign-in (the lazy entry src/AdminApp.tsx):
 * the sign-in page fetches them while the person types (preloadConsole), without running them,
 * so signing in waits for no download. Files index.html loads anyway are left out.
 */
export function consoleFiles(entrySuffix = '/src/AdminApp.tsx'): Plugin {
    return {
        name: 'console-files',
        apply: 'build',
        transformIndexHtml: {
            order: 'post',
            handler(html, context) {
                if (!context.bundle) return html;
                const files = filesOfLazyEntry(context.bundle as Record<string, ChunkLike>, entrySuffix).filter(file => !html.includes(`"${file}"`));
                if (files.length === 0) return html;
                return { html, tags: [{ tag: 'meta', attrs: { name: CONSOLE_FILES_META, content: files.join(' ') }, injectTo: 'head' }] };
            },
        },
    };
}
