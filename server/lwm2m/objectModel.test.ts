import { describe, expect, it } from 'vitest';
import { camelCaseKey, ObjectModelError, parseObjectModel, toLwM2mObject } from './objectModel';
import { STANDARD_MODEL_FILES } from './standardModels';

const model = (body: string) => `<LWM2M><Object ObjectType="MODefinition">${body}</Object></LWM2M>`;

describe('parseObjectModel', () => {
    it('reads id, version, name, instance flags and resources', () => {
        const parsed = parseObjectModel(
            model(`<Name>Temperature</Name><ObjectID>3303</ObjectID><ObjectVersion>1.1</ObjectVersion><MultipleInstances>Multiple</MultipleInstances>
                   <Mandatory>Optional</Mandatory><Resources><Item ID="5700"><Name>Sensor Value</Name><Operations>R</Operations>
                   <MultipleInstances>Single</MultipleInstances><Mandatory>Mandatory</Mandatory><Type>Float</Type></Item>
                   <Item ID="5605"><Name>Reset Min and Max Measured Values</Name><Operations>E</Operations></Item></Resources>`),
        );
        expect(parsed).toMatchObject({ id: 3303, version: '1.1', name: 'Temperature', multiple: true, mandatory: false });
        expect(parsed.resources).toEqual([
            { id: 5700, name: 'Sensor Value', operations: 'R', multiple: false, mandatory: true, type: 'Float' },
            { id: 5605, name: 'Reset Min and Max Measured Values', operations: 'E', multiple: false, mandatory: false, type: '' },
        ]);
    });

    it('defaults the version to 1.0, a missing name to the id, and accepts a bare <Object> root', () => {
        expect(parseObjectModel('<Object><Name>X</Name><ObjectID>7</ObjectID></Object>')).toMatchObject({ id: 7, version: '1.0', resources: [] });
        expect(parseObjectModel(model('<ObjectID>3</ObjectID>')).name).toBe('Object 3');
    });

    it.each([
        ['not XML', 'hello'],
        ['no object', '<LWM2M></LWM2M>'],
        ['no object id', model('<Name>X</Name>')],
        ['a negative object id', model('<Name>X</Name><ObjectID>-3</ObjectID>')],
        ['a resource without an id', model('<Name>X</Name><ObjectID>3</ObjectID><Resources><Item><Name>A</Name></Item></Resources>')],
    ])('refuses %s', (_what, xml) => {
        expect(() => parseObjectModel(xml)).toThrow(ObjectModelError);
    });
});

describe('toLwM2mObject', () => {
    it('offers the readable resources of one instance 0, nothing selected, and skips an object with none', () => {
        const parsed = parseObjectModel(
            model('<Name>X</Name><ObjectID>9</ObjectID><Resources><Item ID="1"><Name>Pkg Name</Name><Operations>RW</Operations></Item><Item ID="2"><Name>Go</Name><Operations>E</Operations></Item></Resources>'),
        );
        expect(toLwM2mObject(parsed, '9_1.0')).toEqual({
            id: 9,
            keyId: '9_1.0',
            name: 'X',
            multiple: false,
            mandatory: false,
            instances: [{ id: 0, resources: [{ id: 1, name: 'Pkg Name', observe: false, attribute: false, telemetry: false, keyName: 'pkgName' }] }],
        });
        expect(toLwM2mObject({ ...parsed, resources: parsed.resources.filter(r => r.id === 2) }, '9_1.0')).toBeNull();
    });

    it('names keys in lower camel case as ThingsBoard does', () => {
        expect(camelCaseKey('Battery Level')).toBe('batteryLevel');
        expect(camelCaseKey('UTC Offset')).toBe('utcOffset');
        expect(camelCaseKey('Data_Creation-Time')).toBe('dataCreationTime');
        expect(camelCaseKey('PkgName')).toBe('pkgname');
    });
});

describe('standard models', () => {
    it('are well-formed DDF documents whose keys match their object ids', () => {
        for (const file of STANDARD_MODEL_FILES) {
            const parsed = parseObjectModel(file.xml);
            expect(`${parsed.id}_${parsed.version}`).toBe(file.resourceKey);
        }
        expect(STANDARD_MODEL_FILES.map(file => file.resourceKey)).toEqual(['0_1.0', '1_1.0', '3_1.0', '5_1.0', '19_1.0']);
    });
});
