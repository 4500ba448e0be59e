import { describe, expect, it } from 'vitest';
import { contractFailureMessage, lengthViolation, validationError, type ContractError, type ContractFailure } from './validationMessages';

const failure = (route: string, part: ContractFailure['part'], errors: ContractError[], data: Partial<Pick<ContractFailure, 'query' | 'params' | 'body'>> = {}): ContractFailure => ({
    route,
    part,
    errors,
    query: data.query ?? {},
    params: data.params ?? {},
    body: data.body,
});
const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, message?: string): ContractError => ({ keyword, instancePath, params, message });

describe("the contract's failures in ThingsBoard's words", () => {
    it('names a path id that is no UUID as UUID.fromString does', () => {
        expect(contractFailureMessage(failure('GET /api/device/:deviceId', 'params', [error('format', '/deviceId', { format: 'uuid' })], { params: { deviceId: 'nope' } }))).toBe(
            'Invalid UUID string: nope',
        );
    });

    it('names an unknown entity type as Enum.valueOf does', () => {
        const message = contractFailureMessage(failure('GET /api/plugins/telemetry/:entityType/:entityId/keys/timeseries', 'params', [error('enum', '/entityType')], { params: { entityType: 'DEVIC' } }));
        expect(message).toBe('No enum constant org.thingsboard.server.common.data.EntityType.DEVIC');
    });

    it("answers a missing page parameter with the mapping's unmet params condition, and the request's parameters", () => {
        const message = contractFailureMessage(failure('GET /api/tenant/deviceInfos', 'querystring', [error('required', '', { missingProperty: 'page' })], { query: { pageSize: '10', textSearch: 'a' } }));
        expect(message).toBe('Parameter conditions "pageSize, page" not met for actual request parameters: pageSize={10}, textSearch={a}');
    });

    it('answers a missing page parameter of a mapping without params condition as a missing argument', () => {
        const message = contractFailureMessage(failure('GET /api/otaPackages', 'querystring', [error('required', '', { missingProperty: 'pageSize' })]));
        expect(message).toBe("Required int parameter 'pageSize' is not present");
    });

    it("lists each alternative's parameters when a path has two mappings", () => {
        const errors = [error('required', '', { missingProperty: 'pageSize' }), error('required', '', { missingProperty: 'deviceName' }), error('anyOf', '')];
        expect(contractFailureMessage(failure('GET /api/tenant/devices', 'querystring', errors))).toBe(
            'Parameter conditions "pageSize, page" OR "deviceName" not met for actual request parameters: ',
        );
    });

    it("answers numbers and booleans that do not convert with Spring's conversion failure", () => {
        expect(contractFailureMessage(failure('GET /api/tenant/deviceInfos', 'querystring', [error('type', '/pageSize', { type: 'integer' })], { query: { pageSize: 'ten' } }))).toBe(
            'Failed to convert value of type \'java.lang.String\' to required type \'int\'; nested exception is java.lang.NumberFormatException: For input string: "ten"',
        );
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('type', '/startTs', { type: 'integer' })], { query: { startTs: 'x' } }))).toContain("required type 'long'");
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('type', '/fetchOriginator', { type: 'boolean' })], { query: { fetchOriginator: 'maybe' } }))).toContain(
            'Invalid boolean value [maybe]',
        );
    });

    it("answers page bounds as Spring Data's PageRequest does", () => {
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('minimum', '/pageSize', { limit: 1 })], { query: { pageSize: '0' } }))).toBe('Page size must not be less than one!');
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('minimum', '/page', { limit: 0 })], { query: { page: '-1' } }))).toBe('Page index must not be less than zero!');
    });

    it('answers an unknown sort property and sort order with the controller sentences', () => {
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('enum', '/sortProperty')], { query: { sortProperty: 'x' } }))).toBe('Invalid sort property');
        expect(contractFailureMessage(failure('GET /api/x', 'querystring', [error('enum', '/sortOrder')], { query: { sortOrder: 'UP' } }))).toBe(
            "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
        );
    });

    it("answers a missing or null body field with the data validator's sentence for that call", () => {
        const body = { credentialsType: null };
        expect(contractFailureMessage(failure('POST /api/device/credentials', 'body', [error('enum', '/credentialsType')], { body }))).toBe('Device credentials type should be specified!');
        expect(contractFailureMessage(failure('POST /api/alarm', 'body', [error('required', '', { missingProperty: 'type' })], { body: {} }))).toBe('Alarm type should be specified!');
    });

    it('names length limits in words, and formats as the validators do', () => {
        expect(contractFailureMessage(failure('POST /api/customer', 'body', [error('maxLength', '/zip', { limit: 255 })], { body: { zip: 'x'.repeat(300) } }))).toBe(
            'Validation error: length of zip or postal code must be equal or less than 255',
        );
        expect(contractFailureMessage(failure('POST /api/user', 'body', [error('format', '/email', { format: 'email' })], { body: { email: 'a@b' } }))).toBe("Invalid email address format 'a@b'!");
    });

    it("names an unknown enum value in a body as Jackson does, at the deepest branch of a union", () => {
        const body = { profileData: { provisionConfiguration: { type: 'SOMETIMES' } } };
        const errors = [error('const', '/profileData/provisionConfiguration/type'), error('enum', '/profileData/provisionConfiguration/type', { allowedValues: ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES'] }), error('oneOf', '/profileData/provisionConfiguration')];
        expect(contractFailureMessage(failure('POST /api/deviceProfile', 'body', errors, { body }))).toBe(
            'JSON parse error: Cannot deserialize value of profileData.provisionConfiguration.type from String "SOMETIMES": not one of the values accepted for Enum class: [DISABLED, ALLOW_CREATE_NEW_DEVICES]',
        );
    });

    it('answers a missing body as Spring does', () => {
        expect(contractFailureMessage(failure('POST /api/device', 'body', [error('type', '', { type: 'object' })]))).toBe('Required request body is missing');
    });

    it('joins several length violations as ConstraintValidator does', () => {
        expect(validationError([lengthViolation('firstName', 255), lengthViolation('lastName', 255)])).toBe(
            'Validation error: length of first name must be equal or less than 255, length of last name must be equal or less than 255',
        );
    });
});
