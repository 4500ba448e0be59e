import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DatasourceData } from '../../model/widgetData';
import { CustomWidgetFrame } from './CustomWidgetFrame';

const series = (value: number): DatasourceData[] => [
    { datasource: { type: 'function', dataKeys: [], rowKey: 'function:0' }, dataKey: { name: 'f(x)', type: 'function' }, data: [[1, value]] },
];
const descriptor = { type: 'latest' as const, templateHtml: '<b></b>', templateCss: '', controllerScript: 'self.onInit = function () {};' };

/** The console's side of the protocol; the frame is played by messages whose source is its window. */
function renderFrame(data = series(1)) {
    const view = render(<CustomWidgetFrame descriptor={descriptor} config={{ settings: { s: 1 } }} data={data} width={200} height={100} title="My widget" />);
    const iframe = screen.getByTitle('My widget') as HTMLIFrameElement;
    const frameWindow = iframe.contentWindow!;
    const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const fromFrame = (data: unknown, source: unknown = frameWindow, origin = 'null') =>
        act(() => void window.dispatchEvent(new MessageEvent('message', { data, source: source as Window, origin })));
    const messages = () => posted.mock.calls.map(call => call[0] as { tbWidget: string });
    return { view, iframe, fromFrame, messages };
}

describe('custom widget frame', () => {
    it('loads the frame page of its own, sandboxed to scripts only (no same origin), and sends it the document', async () => {
        const { iframe, fromFrame, messages } = renderFrame();
        expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
        expect(iframe.getAttribute('src')).toBe('/widget-frame.html');
        // No srcdoc: it would inherit the console's script policy.
        expect(iframe.hasAttribute('srcdoc')).toBe(false);
        await fromFrame({ tbWidget: 'blank' });
        expect(messages()).toEqual([{ tbWidget: 'document', html: expect.stringContaining('<b></b>') }]);
    });

    it('answers ready with the script and ctx, then sends data and size changes once the widget is up', async () => {
        const { view, fromFrame, messages } = renderFrame();
        await fromFrame({ tbWidget: 'ready' });
        expect(messages()[0]).toMatchObject({
            tbWidget: 'init',
            controllerScript: descriptor.controllerScript,
            ctx: { width: 200, height: 100, settings: { s: 1 }, data: [{ data: [[1, 1]] }] },
        });
        await fromFrame({ tbWidget: 'inited' });
        view.rerender(<CustomWidgetFrame descriptor={descriptor} config={{ settings: { s: 1 } }} data={series(5)} width={300} height={100} title="My widget" />);
        expect(messages()).toContainEqual({ tbWidget: 'data', data: [{ datasource: { type: 'function', dataKeys: [] }, dataKey: { name: 'f(x)', type: 'function' }, data: [[1, 5]] }] });
        expect(messages()).toContainEqual({ tbWidget: 'resize', width: 300, height: 100 });
    });

    it('ignores messages from other windows or origins and shows the widget\'s exceptions', async () => {
        const { iframe, fromFrame, messages } = renderFrame();
        await fromFrame({ tbWidget: 'ready' }, window);
        await fromFrame({ tbWidget: 'blank' }, window);
        // The frame's own window, but not its opaque origin: a page it navigated to.
        await fromFrame({ tbWidget: 'ready' }, iframe.contentWindow, 'https://elsewhere.example');
        expect(messages()).toEqual([]);
        await fromFrame({ tbWidget: 'exception', exception: { name: 'TypeError', message: 'x is undefined', lineNumber: 3, columnNumber: 7 } });
        expect(screen.getByRole('alert')).toHaveTextContent('TypeError: x is undefined (3:7)');
    });

    it('says goodbye to the widget when it leaves', () => {
        const { view, messages } = renderFrame();
        view.unmount();
        expect(messages()).toContainEqual({ tbWidget: 'destroy' });
    });
});
