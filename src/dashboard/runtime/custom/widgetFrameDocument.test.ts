import { describe, expect, it } from 'vitest';
import { FRAME_ROOT_ID, widgetFrameDocument } from './widgetFrameDocument';
import { frameContextOf, isFrameMessage } from './widgetFrameProtocol';

describe('widget frame document', () => {
    it('loads .css resources as stylesheets and the rest as scripts, before the widget markup', () => {
        const html = widgetFrameDocument({
            resources: [{ url: '/static/widgets/lib.css?v=1' }, { url: '/static/widgets/lib.js' }, { url: ' ' }],
            templateHtml: '<div class="v"></div>',
            templateCss: '.v { color: red; }',
        });
        expect(html).toContain('<link rel="stylesheet" href="/static/widgets/lib.css?v=1">');
        expect(html).toContain('<script src="/static/widgets/lib.js"></script>');
        expect(html.indexOf('lib.js')).toBeLessThan(html.indexOf('<body>'));
        expect(html).toContain(`<div id="${FRAME_ROOT_ID}"><div class="v"></div></div>`);
        expect(html).toContain('.v { color: red; }');
        expect(html.match(/<script src/g)).toHaveLength(1);
    });

    it('keeps CSS from closing its style element early and embeds the runtime as a self-contained function', () => {
        const html = widgetFrameDocument({ templateCss: 'a{}</style><script>alert(1)</script>', templateHtml: '' });
        expect(html).not.toContain('</style><script>alert(1)');
        expect(html).toMatch(/\(function installFrameRuntime|\(function \w*\(win, rootId\)/);
        expect(html).toContain(`(window, "${FRAME_ROOT_ID}")`);
    });
});

describe('widget frame protocol', () => {
    it('recognises only the frame\'s own messages', () => {
        expect(isFrameMessage({ tbWidget: 'ready' })).toBe(true);
        expect(isFrameMessage({ tbWidget: 'exception', exception: { name: 'E', message: 'm' } })).toBe(true);
        expect(isFrameMessage({ tbWidget: 'init' })).toBe(false);
        expect(isFrameMessage('ready')).toBe(false);
        expect(isFrameMessage(null)).toBe(false);
    });

    it('gives the frame ThingsBoard\'s ctx.data shape without the console\'s row keys', () => {
        const datasource = { type: 'function' as const, name: 'function', dataKeys: [], rowKey: 'function:0' };
        const context = frameContextOf({ settings: { a: 1 }, datasources: [datasource] }, [{ datasource, dataKey: { name: 'f(x)', type: 'function' }, data: [[1, 2]] }], 10, 20);
        expect(context.data).toEqual([{ datasource: { type: 'function', name: 'function', dataKeys: [] }, dataKey: { name: 'f(x)', type: 'function' }, data: [[1, 2]] }]);
        expect(context).toMatchObject({ settings: { a: 1 }, width: 10, height: 20 });
    });
});
