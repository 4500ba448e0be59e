/**
 * The standard OMA objects every install starts with as system resources of the resources
 * library (LWM2M_MODEL), written by us from the OMA registry's definitions as compact tables and
 * rendered to DDF XML, the format a user uploads.
 */

type Operations = '' | 'R' | 'W' | 'E' | 'RW';
/** id, name, operations, multiple instances, mandatory, type. */
type ResourceRow = readonly [number, string, Operations, boolean, boolean, string];

interface StandardObject {
    id: number;
    name: string;
    description: string;
    multiple: boolean;
    mandatory: boolean;
    resources: readonly ResourceRow[];
}

const STANDARD_OBJECTS: readonly StandardObject[] = [
    {
        id: 0,
        name: 'LWM2M Security',
        description: 'Keying material of a LwM2M Client to access a specified LwM2M Server.',
        multiple: true,
        mandatory: true,
        resources: [
            [0, 'LWM2M Server URI', '', false, true, 'String'],
            [1, 'Bootstrap-Server', '', false, true, 'Boolean'],
            [2, 'Security Mode', '', false, true, 'Integer'],
            [3, 'Public Key or Identity', '', false, true, 'Opaque'],
            [4, 'Server Public Key', '', false, true, 'Opaque'],
            [5, 'Secret Key', '', false, true, 'Opaque'],
            [10, 'Short Server ID', '', false, false, 'Integer'],
            [11, 'Client Hold Off Time', '', false, false, 'Integer'],
            [12, 'Bootstrap-Server Account Timeout', '', false, false, 'Integer'],
        ],
    },
    {
        id: 1,
        name: 'LwM2M Server',
        description: 'Data related to a LwM2M Server.',
        multiple: true,
        mandatory: true,
        resources: [
            [0, 'Short Server ID', 'R', false, true, 'Integer'],
            [1, 'Lifetime', 'RW', false, true, 'Integer'],
            [2, 'Default Minimum Period', 'RW', false, false, 'Integer'],
            [3, 'Default Maximum Period', 'RW', false, false, 'Integer'],
            [4, 'Disable', 'E', false, false, ''],
            [5, 'Disable Timeout', 'RW', false, false, 'Integer'],
            [6, 'Notification Storing When Disabled or Offline', 'RW', false, true, 'Boolean'],
            [7, 'Binding', 'RW', false, true, 'String'],
            [8, 'Registration Update Trigger', 'E', false, true, ''],
        ],
    },
    {
        id: 3,
        name: 'Device',
        description: 'Device related information which can be queried by the LwM2M Server, and device reboot and factory reset functions.',
        multiple: false,
        mandatory: true,
        resources: [
            [0, 'Manufacturer', 'R', false, false, 'String'],
            [1, 'Model Number', 'R', false, false, 'String'],
            [2, 'Serial Number', 'R', false, false, 'String'],
            [3, 'Firmware Version', 'R', false, false, 'String'],
            [4, 'Reboot', 'E', false, true, ''],
            [5, 'Factory Reset', 'E', false, false, ''],
            [6, 'Available Power Sources', 'R', true, false, 'Integer'],
            [7, 'Power Source Voltage', 'R', true, false, 'Integer'],
            [8, 'Power Source Current', 'R', true, false, 'Integer'],
            [9, 'Battery Level', 'R', false, false, 'Integer'],
            [10, 'Memory Free', 'R', false, false, 'Integer'],
            [11, 'Error Code', 'R', true, true, 'Integer'],
            [12, 'Reset Error Code', 'E', false, false, ''],
            [13, 'Current Time', 'RW', false, false, 'Time'],
            [14, 'UTC Offset', 'RW', false, false, 'String'],
            [15, 'Timezone', 'RW', false, false, 'String'],
            [16, 'Supported Binding and Modes', 'R', false, true, 'String'],
            [17, 'Device Type', 'R', false, false, 'String'],
            [18, 'Hardware Version', 'R', false, false, 'String'],
            [19, 'Software Version', 'R', false, false, 'String'],
            [20, 'Battery Status', 'R', false, false, 'Integer'],
            [21, 'Memory Total', 'R', false, false, 'Integer'],
        ],
    },
    {
        id: 5,
        name: 'Firmware Update',
        description: 'Firmware update of the device: package, URI, update trigger and state.',
        multiple: false,
        mandatory: false,
        resources: [
            [0, 'Package', 'W', false, true, 'Opaque'],
            [1, 'Package URI', 'RW', false, true, 'String'],
            [2, 'Update', 'E', false, true, ''],
            [3, 'State', 'R', false, true, 'Integer'],
            [5, 'Update Result', 'R', false, true, 'Integer'],
            [6, 'PkgName', 'R', false, false, 'String'],
            [7, 'PkgVersion', 'R', false, false, 'String'],
            [8, 'Firmware Update Protocol Support', 'R', true, false, 'Integer'],
            [9, 'Firmware Update Delivery Method', 'R', false, true, 'Integer'],
        ],
    },
    {
        id: 19,
        name: 'BinaryAppDataContainer',
        description: 'Application data containers exchanged between the LwM2M Client and Server.',
        multiple: true,
        mandatory: false,
        resources: [
            [0, 'Data', 'RW', true, true, 'Opaque'],
            [1, 'Data Priority', 'RW', false, false, 'Integer'],
            [2, 'Data Creation Time', 'RW', false, false, 'Time'],
            [3, 'Data Description', 'RW', false, false, 'String'],
            [4, 'Data Format', 'RW', false, false, 'String'],
            [5, 'App ID', 'RW', false, false, 'Integer'],
        ],
    },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const instances = (multiple: boolean) => (multiple ? 'Multiple' : 'Single');
const mandatory = (required: boolean) => (required ? 'Mandatory' : 'Optional');

function ddfXml(object: StandardObject): string {
    const items = object.resources
        .map(
            ([id, name, operations, multiple, required, type]) =>
                `      <Item ID="${id}">\n        <Name>${escapeXml(name)}</Name>\n        <Operations>${operations}</Operations>\n` +
                `        <MultipleInstances>${instances(multiple)}</MultipleInstances>\n        <Mandatory>${mandatory(required)}</Mandatory>\n` +
                `        <Type>${type}</Type>\n        <RangeEnumeration></RangeEnumeration>\n        <Units></Units>\n        <Description></Description>\n      </Item>`,
        )
        .join('\n');
    return (
        `<?xml version="1.0" encoding="utf-8"?>\n<LWM2M xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <Object ObjectType="MODefinition">\n` +
        `    <Name>${escapeXml(object.name)}</Name>\n    <Description1>${escapeXml(object.description)}</Description1>\n` +
        `    <ObjectID>${object.id}</ObjectID>\n    <ObjectURN>urn:oma:lwm2m:oma:${object.id}</ObjectURN>\n    <LWM2MVersion>1.0</LWM2MVersion>\n` +
        `    <ObjectVersion>1.0</ObjectVersion>\n    <MultipleInstances>${instances(object.multiple)}</MultipleInstances>\n` +
        `    <Mandatory>${mandatory(object.mandatory)}</Mandatory>\n    <Resources>\n${items}\n    </Resources>\n  </Object>\n</LWM2M>\n`
    );
}

export interface StandardModelFile {
    title: string;
    fileName: string;
    resourceKey: string;
    xml: string;
}

/** The standard objects as the files the resources library stores. */
export const STANDARD_MODEL_FILES: readonly StandardModelFile[] = STANDARD_OBJECTS.map(object => ({
    title: `${object.name} id=${object.id} v1.0`,
    fileName: `${object.id}.xml`,
    resourceKey: `${object.id}_1.0`,
    xml: ddfXml(object),
}));
