import { describe, expect, it } from 'vitest';
import { knobValueOf, parseMethodParams, rpcButtonSettings, rpcKnobSettings, rpcSwitchSettings, switchStateOf } from './rpcSettings';

describe('control widget settings', () => {
    it("fills ThingsBoard's defaults for the RPC button", () => {
        expect(rpcButtonSettings(undefined)).toMatchObject({ buttonText: 'Send RPC', oneway: true, showError: true, methodName: 'rpcCommand', methodParams: {}, requestTimeout: 5000 });
    });

    it('sends methodParams as JSON when it is JSON, else as the text it is', () => {
        expect(parseMethodParams('{"speed": 5}')).toEqual({ speed: 5 });
        expect(parseMethodParams('on')).toBe('on');
        expect(parseMethodParams('')).toEqual({});
    });

    it('keeps a switch on a known retrieve method and a timeout that is a number', () => {
        expect(rpcSwitchSettings({ retrieveValueMethod: 'magic', requestTimeout: 'x' })).toMatchObject({ retrieveValueMethod: 'rpc', requestTimeout: 500, getValueMethod: 'getValue', setValueMethod: 'setValue' });
        expect(rpcSwitchSettings({ retrieveValueMethod: 'attribute', valueKey: 'power' })).toMatchObject({ retrieveValueMethod: 'attribute', valueKey: 'power' });
    });

    it('keeps the knob initial value within min and max', () => {
        expect(rpcKnobSettings({ minValue: 10, maxValue: 20, initialValue: 50 }).initialValue).toBe(20);
        expect(rpcKnobSettings({ minValue: 10, maxValue: 5 }).max).toBe(11);
    });

    it('reads device answers as a switch state and a knob value', () => {
        expect([true, 'true', 1, 'on'].map(switchStateOf)).toEqual([true, true, true, true]);
        expect([false, 'false', 0, '0', '', null].map(switchStateOf)).toEqual([false, false, false, false, false, false]);
        expect([42, '17.5', 'x', null].map(knobValueOf)).toEqual([42, 17.5, null, null]);
    });
});
