import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFrameRuntime, type FrameWindow } from './frameRuntime';
import type { FrameContext, HostMessage } from './widgetFrameProtocol';

/** The frame's side of the protocol, driven as the console drives it. */
let parent: { postMessage: ReturnType<typeof vi.fn<(message: unknown, targetOrigin: string) => void>> };
let deliver: (message: HostMessage, source?: unknown) => void;
let sent: () => unknown[];

const context = (value: unknown): FrameContext => ({
    data: [{ datasource: { type: 'function', name: 'function', dataKeys: [] }, dataKey: { name: 'f(x)', type: 'function', label: 'Temp', units: '°C' }, data: [[1000, value]] }],
    datasources: [{ type: 'function', name: 'function', dataKeys: [] }],
    settings: { color: 'red' },
    width: 300,
    height: 200,
    widgetConfig: { title: 'T' },
});

beforeEach(() => {
    document.body.innerHTML = '<div id="root"><span class="value"></span></div>';
    parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
    let listener: (event: { data: unknown; source?: unknown }) => void = () => undefined;
    const win: FrameWindow = { parent, document, addEventListener: (_type, handler) => (listener = handler) };
    installFrameRuntime(win, 'root');
    deliver = (message, source = parent) => listener({ data: message, source });
    sent = () => parent.postMessage.mock.calls.map(call => call[0]);
});

const WRITE_VALUE = `
self.onInit = function () { self.onDataUpdated(); };
self.onDataUpdated = function () {
    var entry = self.ctx.data[0];
    self.ctx.$container.find('.value').text(entry.data[entry.data.length - 1][1] + ' ' + entry.dataKey.units);
};
self.onResize = function () { self.ctx.container.setAttribute('data-size', self.ctx.width + 'x' + self.ctx.height); };
self.onDestroy = function () { self.ctx.container.setAttribute('data-destroyed', 'yes'); };`;

const value = () => document.querySelector('.value')!.textContent;

describe('widget frame runtime', () => {
    it('announces itself, then runs the controller with ThingsBoard\'s self.ctx and reports inited', () => {
        expect(sent()).toEqual([{ tbWidget: 'ready' }]);
        deliver({ tbWidget: 'init', controllerScript: WRITE_VALUE, ctx: context(21.5) });
        expect(value()).toBe('21.5 °C');
        expect(sent()).toContainEqual({ tbWidget: 'inited' });
        const root = document.getElementById('root')!;
        expect(root.style.width).toBe('300px');
        expect(root.style.height).toBe('200px');
    });

    it('calls onDataUpdated with new data, onResize with the new size and onDestroy at the end', () => {
        deliver({ tbWidget: 'init', controllerScript: WRITE_VALUE, ctx: context(1) });
        deliver({ tbWidget: 'data', data: context(42).data });
        expect(value()).toBe('42 °C');
        deliver({ tbWidget: 'resize', width: 120, height: 80 });
        expect(document.getElementById('root')!.getAttribute('data-size')).toBe('120x80');
        deliver({ tbWidget: 'destroy' });
        expect(document.getElementById('root')!.getAttribute('data-destroyed')).toBe('yes');
        // After destroy the widget receives nothing more.
        deliver({ tbWidget: 'data', data: context(7).data });
        expect(value()).toBe('42 °C');
    });

    it('hands the settings, datasources and configuration to the script', () => {
        deliver({
            tbWidget: 'init',
            controllerScript: "self.onInit = function () { self.ctx.$container.find('.value').text(self.ctx.settings.color + '/' + self.ctx.datasources.length + '/' + self.ctx.widgetConfig.title); };",
            ctx: context(1),
        });
        expect(value()).toBe('red/1/T');
    });

    it('ignores messages from anyone but the console, and everything before init', () => {
        deliver({ tbWidget: 'init', controllerScript: WRITE_VALUE, ctx: context(5) }, { stranger: true });
        expect(value()).toBe('');
        deliver({ tbWidget: 'data', data: context(9).data });
        expect(value()).toBe('');
        deliver({ tbWidget: 'init', controllerScript: WRITE_VALUE, ctx: context(5) });
        deliver({ tbWidget: 'init', controllerScript: "self.onInit = function () { throw new Error('twice'); };", ctx: context(6) });
        expect(value()).toBe('5 °C');
    });

    it('reports a script that does not compile and a lifecycle call that throws as widget exceptions', () => {
        deliver({ tbWidget: 'init', controllerScript: 'self.onInit = function ( {', ctx: context(1) });
        expect(sent()).toContainEqual({ tbWidget: 'exception', exception: expect.objectContaining({ name: 'SyntaxError' }) });
        expect(sent()).not.toContainEqual({ tbWidget: 'inited' });
    });

    it('keeps a throwing onDataUpdated from stopping the widget', () => {
        deliver({ tbWidget: 'init', controllerScript: "self.onDataUpdated = function () { throw new TypeError('bad value'); };", ctx: context(1) });
        deliver({ tbWidget: 'data', data: context(2).data });
        expect(sent()).toContainEqual({ tbWidget: 'exception', exception: expect.objectContaining({ name: 'TypeError', message: 'bad value' }) });
        expect(sent()).toContainEqual({ tbWidget: 'inited' });
    });
});
