/**
 * The widget runtime inside the sandboxed frame. `installFrameRuntime` is serialised into the frame's
 * document with Function.prototype.toString, so it must stay self-contained: no imports, no outer
 * names, only what a browser window offers. It builds ThingsBoard's `self.ctx` and calls the
 * controller script's lifecycle: self.onInit, self.onDataUpdated, self.onResize, self.onDestroy.
 */
import type { FrameContext, HostMessage, WidgetException } from './widgetFrameProtocol';

/** The part of `window` the runtime uses; tests hand in a stand-in. */
export interface FrameWindow {
    parent: { postMessage(message: unknown, targetOrigin: string): void };
    document: Document;
    addEventListener(type: 'message', listener: (event: { data: unknown; source?: unknown }) => void): void;
}

/** Mirrors the frame's `self` (the widget type instance of ThingsBoard's controller scripts). */
export interface WidgetSelf {
    ctx: Record<string, unknown>;
    onInit?: () => void;
    onDataUpdated?: () => void;
    onResize?: () => void;
    onDestroy?: () => void;
}

export function installFrameRuntime(win: FrameWindow, rootId: string): WidgetSelf {
    const self: WidgetSelf = { ctx: {} };
    const send = (message: unknown) => win.parent.postMessage(message, '*');
    const report = (error: unknown) => {
        const raised = error as { name?: string; message?: string; lineNumber?: number; columnNumber?: number; stack?: string } | null;
        const position = /<anonymous>:(\d+):(\d+)/.exec(raised?.stack ?? '');
        const exception: WidgetException = {
            name: raised?.name ?? 'Error',
            message: raised?.message ?? String(error),
            // The script's body starts two lines into the compiled function (the header and `{`).
            lineNumber: raised?.lineNumber ?? (position ? Number(position[1]) - 2 : undefined),
            columnNumber: raised?.columnNumber ?? (position ? Number(position[2]) : undefined),
        };
        send({ tbWidget: 'exception', exception });
    };
    const call = (name: 'onInit' | 'onDataUpdated' | 'onResize' | 'onDestroy') => {
        const handler = self[name];
        if (typeof handler !== 'function') return;
        try {
            handler();
        } catch (error) {
            report(error);
        }
    };

    const root = win.document.getElementById(rootId) as HTMLElement;
    /** ThingsBoard scripts reach their DOM through a jQuery object; this is the small part they use. */
    const wrap = (elements: Element[]) => {
        const wrapped: Record<string | number, unknown> = {
            length: elements.length,
            find: (selector: string) => wrap(elements.flatMap(element => Array.from(element.querySelectorAll(selector)))),
            text: (value?: unknown) => {
                if (value === undefined) return elements.map(element => element.textContent ?? '').join('');
                for (const element of elements) element.textContent = String(value);
                return wrapped;
            },
            html: (value?: unknown) => {
                if (value === undefined) return elements[0]?.innerHTML ?? '';
                for (const element of elements) element.innerHTML = String(value);
                return wrapped;
            },
            css: (property: string, value?: string) => {
                if (value === undefined) return elements[0] ? (elements[0] as HTMLElement).style.getPropertyValue(property) : '';
                for (const element of elements) (element as HTMLElement).style.setProperty(property, value);
                return wrapped;
            },
        };
        elements.forEach((element, index) => (wrapped[index] = element));
        return wrapped;
    };
    const setSize = (width: number, height: number) => {
        self.ctx.width = width;
        self.ctx.height = height;
        root.style.width = `${width}px`;
        root.style.height = `${height}px`;
    };

    let inited = false;
    win.addEventListener('message', event => {
        const message = event.data as HostMessage | null;
        if (event.source !== win.parent || !message || typeof message !== 'object') return;
        if (message.tbWidget === 'init' && !inited) {
            inited = true;
            const context: FrameContext = message.ctx;
            Object.assign(self.ctx, context, { container: root, $container: wrap([root]) });
            setSize(context.width, context.height);
            try {
                // The controller script is a function body of `self`, as ThingsBoard compiles it.
                new Function('self', message.controllerScript)(self);
            } catch (error) {
                report(error);
                return;
            }
            call('onInit');
            send({ tbWidget: 'inited' });
        } else if (!inited) {
            return;
        } else if (message.tbWidget === 'data') {
            self.ctx.data = message.data;
            call('onDataUpdated');
        } else if (message.tbWidget === 'resize') {
            setSize(message.width, message.height);
            call('onResize');
        } else if (message.tbWidget === 'destroy') {
            inited = false;
            call('onDestroy');
        }
    });
    send({ tbWidget: 'ready' });
    return self;
}
