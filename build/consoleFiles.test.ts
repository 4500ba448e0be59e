import { describe, expect, it } from 'vitest';
import { filesOfLazyEntry } from './consoleFiles';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null, css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
    viteMetadata: { importedCss: new Set(css) },
});

describe('the console files written into index.html', () => {
    it("are the lazy entry's chunk, every chunk it imports statically, transitively, and their CSS, once each", () => {
        const bundle = {
            'assets/index-1.js': chunk('assets/index-1.js', ['assets/boot-2.js'], '/repo/index.html'),
            'assets/boot-2.js': chunk('assets/boot-2.js'),
            'assets/AdminApp-3.js': chunk('assets/AdminApp-3.js', ['assets/shell-4.js', 'assets/boot-2.js'], '/repo/src/AdminApp.tsx'),
            'assets/shell-4.js': chunk('assets/shell-4.js', ['assets/boot-2.js'], null, ['assets/shell-5.css']),
            'assets/DashboardView-6.js': chunk('assets/DashboardView-6.js', ['assets/shell-4.js'], '/repo/src/pages/dashboards/DashboardView.tsx'),
        };
        expect(filesOfLazyEntry(bundle, '/src/AdminApp.tsx')).toEqual(['/assets/AdminApp-3.js', '/assets/shell-4.js', '/assets/shell-5.css', '/assets/boot-2.js']);
        expect(filesOfLazyEntry(bundle, '/src/Missing.tsx')).toEqual([]);
    });
});
