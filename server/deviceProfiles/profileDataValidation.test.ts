import { describe, expect, it } from 'vitest';
import { ThingsboardError } from '../errors';
import { DEFAULT_DEVICE_PROFILE_DATA } from '../db/seed/tenantDefaults';
import { validateProfileData } from './profileDataValidation';

const messageOf = (data: unknown): string | null => {
    try {
        validateProfileData(data);
        return null;
    } catch (error) {
        expect(error).toBeInstanceOf(ThingsboardError);
        return (error as Error).message;
    }
};

const filter = { key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 1 } } };
const withAlarms = (alarms: unknown[]) => ({ ...DEFAULT_DEVICE_PROFILE_DATA, alarms });

describe('validateProfileData', () => {
    it('accepts the default profile data and a minimal alarm', () => {
        expect(messageOf(DEFAULT_DEVICE_PROFILE_DATA)).toBeNull();
        expect(messageOf(withAlarms([{ id: 'a', alarmType: 'A', createRules: { MAJOR: { condition: { condition: [filter] } } } }]))).toBeNull();
    });

    it('checks ThingsBoard rules before §5.2 validity and §5.2 before the document shape', () => {
        // No type and no create rules: the type message comes first.
        expect(messageOf(withAlarms([{ id: 'a', createRules: {} }]))).toBe('Alarm rule type should be specified!');
        // No create rules and an unknown key type: validity comes before the shape.
        expect(messageOf(withAlarms([{ id: 'a', alarmType: 'A', createRules: {}, clearRule: { condition: { condition: [{ ...filter, key: { type: 'X', key: 't' } }] } } }]))).toBe(
            'Alarm rule "A" should have at least one create condition!',
        );
    });

    it('names the path of a shape error, with the allowed values of an enumeration', () => {
        expect(messageOf({ ...DEFAULT_DEVICE_PROFILE_DATA, configuration: { type: 'SNMP' } })).toBe('Validation error: profileData.configuration.type must be equal to one of the allowed values (DEFAULT)');
        expect(messageOf({ ...DEFAULT_DEVICE_PROFILE_DATA, transportConfiguration: {} })).toBe('Validation error: profileData.transportConfiguration.type should be specified');
        expect(messageOf([])).toBe('Device profile data should be specified!');
    });
});
