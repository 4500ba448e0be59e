import { describe, expect, it } from 'vitest';
import { customers, devices, otaPackages, resources, tenants, users } from '../../resources';
import { displayKindOf, widgetOf } from './fieldKinds';
import { formFieldsOf, jsonSourcesOf } from './formFields';
import { toSavedValues } from './saveTransform';
import { nestedLinksOf } from './show/nestedLinks';
import { tabsOf } from './show/tabsOf';
import { validatorsOf } from './inputs/validators';

describe('generic views read the registry', () => {
    it('edits only what a person may change, in the entry order', () => {
        expect(formFieldsOf(devices).map(field => field.source)).toEqual([
            'name', 'label', 'deviceProfileId', 'additionalInfo.gateway', 'additionalInfo.overwriteActivityTime', 'additionalInfo.description',
        ]);
        // The file's name follows the uploaded file.
        expect(formFieldsOf(resources).map(field => field.source)).not.toContain('fileName');
        expect(formFieldsOf(otaPackages).map(field => field.source)).not.toContain('hasData');
    });

    it('derives inputs and displays from the schema and ui hints', () => {
        expect(widgetOf(devices.fields.deviceProfileId!)).toBe('reference');
        expect(widgetOf(users.fields.email!)).toBe('email');
        expect(widgetOf(otaPackages.fields.type!)).toBe('select');
        expect(displayKindOf('createdTime', devices.fields.createdTime!)).toBe('dateTime');
        expect(displayKindOf('customerIsPublic', devices.fields.customerIsPublic!)).toBe('boolean');
        expect(displayKindOf('dataSize', otaPackages.fields.dataSize!)).toBe('bytes');
    });

    it('validates required names, lengths and e-mails with ThingsBoard messages', async () => {
        const [required, maxLength] = validatorsOf(devices.fields.name!);
        expect(await required!('', {}, {})).toBe('device.name-required');
        expect(await maxLength!('x'.repeat(256), {}, {})).toMatchObject({ message: 'entity.max-length', args: { max: 255 } });
        const emailChecks = validatorsOf(customers.fields.email!);
        const results = await Promise.all(emailChecks.map(check => check('not-an-email', {}, {})));
        expect(results).toContainEqual(expect.objectContaining({ message: 'user.invalid-email-format' }));
    });

    it('parses JSON text back and drops form-only values on save', () => {
        expect(jsonSourcesOf(tenants)).toEqual([]);
        const saved = toSavedValues(resources, { title: 'Model', __file: 'x', data: 'AAAA' });
        expect(saved).toEqual({ title: 'Model', data: 'AAAA' });
    });

    it('links a parent to the lists nested under it, per role', () => {
        const customerLinks = nestedLinksOf(customers, 'c-1', 'TENANT_ADMIN').map(link => link.child.name);
        expect(customerLinks).toEqual(expect.arrayContaining(['users', 'devices', 'assets', 'dashboards']));
        const [admins] = nestedLinksOf(tenants, 't-1', 'SYS_ADMIN').filter(link => link.child.name === 'users');
        expect(decodeURIComponent(admins!.to)).toBe('/users?filter={"tenantId":"t-1"}');
        expect(nestedLinksOf(customers, 'c-1', 'CUSTOMER_USER')).toEqual([]);
    });

    it('shows ThingsBoard\'s tabs per entity type', () => {
        expect(tabsOf('DEVICE')).toEqual(['details', 'attributes', 'latest-telemetry', 'alarms', 'events', 'rpc', 'relations', 'audit-logs']);
        expect(tabsOf('WIDGETS_BUNDLE')).toEqual(['details']);
    });
});
