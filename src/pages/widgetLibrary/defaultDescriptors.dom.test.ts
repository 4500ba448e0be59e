import { describe, expect, it } from 'vitest';
import { defaultDescriptorOf } from './defaultDescriptors';
import { WIDGET_KINDS } from './widgetKinds';

describe('default descriptors per widget kind', () => {
    it.each(WIDGET_KINDS.map(info => info.kind))('%s: its own kind, a size, JSON text schemas and a compilable script', kind => {
        const descriptor = defaultDescriptorOf(kind);
        expect(descriptor.type).toBe(kind);
        expect(descriptor.sizeX).toBeGreaterThan(0);
        expect(descriptor.sizeY).toBeGreaterThan(0);
        expect(descriptor.resources).toEqual([]);
        expect(typeof descriptor.defaultConfig).toBe('string');
        expect(() => JSON.parse(descriptor.settingsSchema!)).not.toThrow();
        expect(() => JSON.parse(descriptor.dataKeySettingsSchema!)).not.toThrow();
        expect(() => new Function('self', descriptor.controllerScript!)).not.toThrow();
        expect(descriptor.controllerScript).toContain('self.onInit');
    });

    it('gives data kinds sample datasources and the others none', () => {
        const config = (kind: Parameters<typeof defaultDescriptorOf>[0]) => JSON.parse(defaultDescriptorOf(kind).defaultConfig!);
        expect(config('latest').datasources[0]).toMatchObject({ type: 'function', dataKeys: [{ type: 'function' }] });
        expect(config('timeseries').datasources[0].dataKeys).toHaveLength(2);
        expect(config('timeseries').timewindow.realtime.timewindowMs).toBe(60000);
        expect(config('alarm').alarmSource.dataKeys.map((key: { name: string }) => key.name)).toEqual(['createdTime', 'originator', 'type', 'severity', 'status']);
        expect(config('static').datasources).toBeUndefined();
        expect(config('rpc').datasources).toBeUndefined();
    });

    it('runs the latest-values example: it writes the last value into its HTML', () => {
        const descriptor = defaultDescriptorOf('latest');
        document.body.innerHTML = descriptor.templateHtml!;
        const find = (selector: string) => {
            const element = document.querySelector(selector)!;
            return { text: (value: string) => (element.textContent = value) };
        };
        const self: Record<string, any> = { ctx: { $container: { find }, data: [{ dataKey: { label: 'Temp' }, data: [[1, 21.25]] }] } };
        new Function('self', descriptor.controllerScript!)(self);
        self.onInit();
        expect(document.querySelector('.value')!.textContent).toBe('21.3');
        expect(document.querySelector('.label')!.textContent).toBe('Temp');
    });
});
