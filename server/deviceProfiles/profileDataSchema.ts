import Ajv, { type ErrorObject } from 'ajv';
import schema from '../../schemas/documents/device-profile-data.json';

// The same document the console renders its forms from; discriminators give one clear error per union.
const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, discriminator: true, strict: true });
const validate = ajv.compile(schema);

/** "Validation error: profileData.transportConfiguration.deviceTelemetryTopic must NOT have fewer than 1 characters". */
function messageOf(error: ErrorObject): string {
    const path = ['profileData', ...error.instancePath.split('/').slice(1).map(part => part.replace(/~1/g, '/').replace(/~0/g, '~'))].join('.');
    const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})` : '';
    const missing = error.keyword === 'required' ? `.${(error.params as { missingProperty: string }).missingProperty} should be specified` : '';
    return missing ? `Validation error: ${path}${missing}` : `Validation error: ${path} ${error.message ?? 'is invalid'}${allowed}`;
}

/** The first way `profileData` breaks the document, as a ThingsBoard-style validation message; null when it fits. */
export function profileDataSchemaError(profileData: unknown): string | null {
    if (validate(profileData)) return null;
    const [first] = validate.errors ?? [];
    return first ? messageOf(first) : 'Validation error: profileData is invalid';
}
