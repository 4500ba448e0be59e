import { describe, expect, it } from 'vitest';
import { defaultTransportConfiguration } from '../profileModel';
import { defaultKeyName, keyNameErrors, objectKeyIdsOf, setSelection, withoutObject, type Lwm2mObserveAttr } from './lwm2mObserve';

const empty = () => defaultTransportConfiguration('LWM2M').observeAttr as Lwm2mObserveAttr;

describe('LwM2M observe, attribute and telemetry selections', () => {
    it('a telemetry resource gets a camel-case key name; observe needs attribute or telemetry', () => {
        let attr = setSelection(empty(), '/3_1.0/0/9', 'telemetry', true, 'Battery Level');
        expect(attr.keyName).toEqual({ '/3_1.0/0/9': 'batteryLevel' });
        attr = setSelection(attr, '/3_1.0/0/9', 'observe', true, 'Battery Level');
        expect(attr.observe).toEqual(['/3_1.0/0/9']);
        attr = setSelection(attr, '/3_1.0/0/9', 'telemetry', false, 'Battery Level');
        expect(attr).toMatchObject({ observe: [], telemetry: [], keyName: {} });
    });
    it('takes the key name the server offers with the object model', () => {
        expect(setSelection(empty(), '/5_1.0/0/6', 'attribute', true, 'PkgName', 'pkgname').keyName).toEqual({ '/5_1.0/0/6': 'pkgname' });
    });
    it('removing an object forgets its paths; used objects are listed once', () => {
        let attr = setSelection(empty(), '/3_1.0/0/9', 'attribute', true, 'Battery');
        attr = setSelection(attr, '/5_1.0/0/3', 'telemetry', true, 'State');
        attr = { ...attr, attributeLwm2m: { '/3_1.0/0/9': { pmin: 10 } } };
        expect(objectKeyIdsOf(attr)).toEqual(['3_1.0', '5_1.0']);
        expect(withoutObject(attr, '3_1.0')).toEqual({ observe: [], attribute: [], telemetry: ['/5_1.0/0/3'], keyName: { '/5_1.0/0/3': 'state' }, attributeLwm2m: {} });
    });
    it('key names are required and unique', () => {
        expect(defaultKeyName('Manufacturer')).toBe('manufacturer');
        expect(keyNameErrors({ ...empty(), keyName: { '/a/0/1': 'x', '/a/0/2': 'x', '/a/0/3': ' ' } })).toEqual({
            '/a/0/2': 'device-profile.lwm2m.key-name-duplicate',
            '/a/0/3': 'device-profile.lwm2m.key-name-required',
        });
    });
});
