import { describe, expect, it } from 'vitest';
import { widgetPadding } from './widgetPadding';

describe("a widget's padding", () => {
    it("takes the config's CSS lengths, as the HTML value cards' '0px' that lets their box fill the widget", () => {
        expect(widgetPadding('0px')).toBe('0px');
        expect(widgetPadding('0')).toBe('0');
        expect(widgetPadding(' 4px 1.5em ')).toBe('4px 1.5em');
        expect(widgetPadding('1px 2px 3px 4%')).toBe('1px 2px 3px 4%');
    });

    it("is ThingsBoard's 8 px when unset or not a plain length (never a way to inject other CSS)", () => {
        expect(widgetPadding(undefined)).toBe('8px');
        expect(widgetPadding('')).toBe('8px');
        expect(widgetPadding(8)).toBe('8px');
        expect(widgetPadding('8px; background: red')).toBe('8px');
        expect(widgetPadding('calc(100vh)')).toBe('8px');
        expect(widgetPadding('1px 1px 1px 1px 1px')).toBe('8px');
    });
});
