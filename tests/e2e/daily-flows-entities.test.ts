import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { expectErrorToast } from './support/problems';

/**
 * Issue #23's entity flows as a person walks them: tenant profile limits as a form (4), copying a
 * device's access token and id (5), the create-device wizard (6), the console's own words after a
 * save and on an empty list (8), and headers that name what is shown (9).
 */
describe('daily flows: entities', () => {
    const suite = consoleUnderTest();

    const signedIn = async (email: string, password: string, width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, email, password, { width });
        return page;
    };
    const menu = (page: Page, entry: string) => page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: entry, exact: true }).click();
    const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

    it('4: edits tenant profile limits in a labelled, checked form, with the JSON as the advanced view', async () => {
        const page = await signedIn('sysadmin@thingsboard.org', 'sysadmin');
        try {
            await menu(page, 'Tenant profiles');
            await page.locator('tbody tr').filter({ hasText: 'Default' }).first().click();
            const limits = page.getByRole('region', { name: 'Entities' });
            await expect.poll(() => limits.innerText()).toContain('Maximum devices');
            expect(await limits.innerText()).toContain('Unlimited');

            await page.getByRole('link', { name: 'Edit' }).click();
            const devices = page.getByRole('textbox', { name: 'Maximum devices', exact: true });
            await devices.fill('-1');
            await devices.blur();
            await page.getByText("The value can't be negative.").waitFor();
            const rate = page.getByRole('textbox', { name: 'Messages, whole tenant', exact: true });
            await rate.fill('100 a second');
            await rate.blur();
            await page.getByText(/Write capacity:seconds pairs/).waitFor();
            // Save is refused while a limit is wrong: the page stays.
            expectErrorToast('The form is not valid. Please check for errors');
            await page.getByRole('button', { name: 'Save' }).click();
            expect(page.url()).toMatch(/\/tenantProfiles\/[0-9a-f-]{36}$/);

            await devices.fill('5');
            await rate.fill('100:1,2000:60');
            await page.getByRole('textbox', { name: 'Maximum total size of OTA packages' }).fill('10485760');
            await page.getByText('10.0 MB').first().waitFor();
            // The advanced view shows the same document as JSON.
            await page.getByRole('button', { name: 'JSON' }).click();
            await expect.poll(async () => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('"maxDevices": 5');
            await page.getByRole('button', { name: 'Form' }).click();

            await page.getByRole('button', { name: 'Save' }).click();
            await toast(page, "Tenant profile 'Default' saved").waitFor();
            await page.waitForURL(/\/show$/);
            await expect.poll(() => page.getByRole('region', { name: 'Entities' }).innerText()).toContain('5 devices');
            expect(await page.getByRole('region', { name: 'Transport rate limits' }).innerText()).toContain('100:1,2000:60');

            const api = apiClient(suite.server.url);
            const { token } = await api.login('sysadmin@thingsboard.org', 'sysadmin');
            const id = new URL(page.url()).pathname.split('/')[2];
            const saved = await api.get(`/api/tenantProfile/${id}`, token);
            expect(saved.body.profileData.configuration).toMatchObject({ maxDevices: 5, transportTenantMsgRateLimit: '100:1,2000:60', maxOtaPackagesInBytes: 10485760 });
            // The demo tenant holds 10 devices: left at 5, its limit would refuse every device the next tests add.
            const restored = await api.post('/api/tenantProfile', { ...saved.body, profileData: { ...saved.body.profileData, configuration: { ...saved.body.profileData.configuration, maxDevices: 0 } } }, token);
            expect(restored.status).toBe(200);
        } finally {
            await closePage(page);
        }
    });

    it('5: copies a device’s access token and id from its page and the token from the credentials dialog', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
        const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
        try {
            await menu(page, 'Devices');
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().click();
            await page.waitForURL(/\/show$/);
            await page.getByRole('button', { name: 'Copy access token' }).click();
            await toast(page, 'Access token has been copied to clipboard').waitFor();
            expect(await clipboard()).toBe('T1_TEST_TOKEN');

            await page.getByRole('button', { name: 'Copy ID' }).click();
            expect(await clipboard()).toBe(new URL(page.url()).pathname.split('/')[2]);

            // In the credentials dialog: copy, then a new token, which the page's button copies after saving.
            await page.getByRole('button', { name: 'Manage credentials' }).click();
            const dialog = page.getByRole('dialog', { name: 'Device Credentials' });
            const token = dialog.getByRole('textbox', { name: 'Access token' });
            await expect.poll(() => token.inputValue()).toBe('T1_TEST_TOKEN');
            await dialog.getByRole('button', { name: 'Copy access token' }).click();
            expect(await clipboard()).toBe('T1_TEST_TOKEN');
            await token.fill('T1_NEW_TOKEN');
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });
            await expect
                .poll(async () => {
                    await page.getByRole('button', { name: 'Copy access token' }).click();
                    return clipboard();
                })
                .toBe('T1_NEW_TOKEN');
        } finally {
            await closePage(page);
        }
    });

    it('6: adds a device in the wizard: default profile preset, own credentials, a customer; then one with a new MQTT profile', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        try {
            await menu(page, 'Devices');
            await page.getByRole('link', { name: 'Create' }).click();
            const wizard = page.getByRole('dialog', { name: 'Add new device' });
            await wizard.getByRole('textbox', { name: 'Name' }).fill('Boiler 7');
            await wizard.getByRole('textbox', { name: 'Label' }).fill('Cellar');
            await expect.poll(() => wizard.getByRole('combobox', { name: 'Device profile' }).inputValue()).toBe('default');

            await wizard.getByRole('button', { name: 'Next: Credentials' }).click();
            await wizard.getByRole('checkbox', { name: 'Add credentials' }).check();
            await wizard.getByRole('textbox', { name: 'Access token' }).fill('BOILER_7_TOKEN');
            await wizard.getByRole('button', { name: 'Next: Customer' }).click();
            await wizard.getByRole('combobox', { name: 'Assign to customer' }).fill('Customer A');
            await page.getByRole('option', { name: 'Customer A', exact: true }).click();
            await wizard.getByRole('button', { name: 'Add', exact: true }).click();
            await toast(page, "Device 'Boiler 7' created").waitFor();
            await wizard.waitFor({ state: 'detached' });
            await page.locator('tbody tr').filter({ hasText: 'Boiler 7' }).filter({ hasText: 'Customer A' }).waitFor();

            const boiler = (await api.get('/api/tenant/deviceInfos?pageSize=10&page=0&textSearch=Boiler%207', token)).body.data[0];
            expect(boiler).toMatchObject({ name: 'Boiler 7', label: 'Cellar', deviceProfileName: 'default', customerTitle: 'Customer A' });
            expect((await api.get(`/api/device/${boiler.id.id}/credentials`, token)).body.credentialsId).toBe('BOILER_7_TOKEN');

            // A device with a profile made on the way, its transport picked in the wizard's transport step.
            await page.getByRole('link', { name: 'Create' }).click();
            await wizard.getByRole('textbox', { name: 'Name' }).fill('Boiler 8');
            await wizard.getByRole('radio', { name: 'Create new device profile' }).check();
            await wizard.getByRole('button', { name: 'Next: Transport configuration' }).click();
            // Next is refused while the new profile has no name.
            await wizard.getByText('Name is required.').waitFor();
            await wizard.getByRole('textbox', { name: 'New device profile name' }).fill('Boilers');
            await wizard.getByRole('button', { name: 'Next: Transport configuration' }).click();
            await wizard.getByRole('combobox', { name: 'Transport type' }).click();
            await page.getByRole('option', { name: 'MQTT', exact: true }).click();
            await wizard.getByRole('button', { name: 'Add', exact: true }).click();
            await toast(page, "Device 'Boiler 8' created").waitFor();
            const boiler8 = (await api.get('/api/tenant/deviceInfos?pageSize=10&page=0&textSearch=Boiler%208', token)).body.data[0];
            expect(boiler8.deviceProfileName).toBe('Boilers');
            const profile = await api.get(`/api/deviceProfile/${boiler8.deviceProfileId.id}`, token);
            expect(profile.body.transportType).toBe('MQTT');
        } finally {
            await closePage(page);
        }
    });

    it('8: says what was saved in the console’s words, and offers no “add one” to a customer who cannot add', async () => {
        const tenant = await signedIn('tenant@thingsboard.org', 'tenant');
        try {
            await menu(tenant, 'Customers');
            await tenant.getByRole('link', { name: 'Create' }).click();
            await tenant.locator('input[name="title"]').fill('Harbour Co');
            await tenant.getByRole('button', { name: 'Save' }).click();
            await toast(tenant, "Customer 'Harbour Co' created").waitFor();
            await tenant.getByRole('link', { name: 'Edit' }).click();
            await tenant.getByRole('textbox', { name: 'City' }).fill('Hamburg');
            await tenant.getByRole('button', { name: 'Save' }).click();
            await toast(tenant, "Customer 'Harbour Co' saved").waitFor();
            expect(await tenant.getByText(/Element (created|updated)/).count()).toBe(0);
        } finally {
            await closePage(tenant);
        }
        const customer = await signedIn('customerC@thingsboard.org', 'customer');
        try {
            await menu(customer, 'Assets');
            await customer.getByText('No assets yet.').waitFor();
            expect(await customer.getByText('Do you want to add one?').count()).toBe(0);
            expect(await customer.getByRole('link', { name: /Create|Add/ }).count()).toBe(0);
        } finally {
            await closePage(customer);
        }
    });

    it('9: names what is shown: a device’s page, a dashboard, /alarms and a tenant’s admins', async () => {
        const page = await signedIn('tenant@thingsboard.org', 'tenant');
        const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
        try {
            await menu(page, 'Devices');
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T2' }).first().click();
            await page.getByTestId('entity-title').filter({ hasText: 'Thermostat T2' }).waitFor();
            await expect.poll(() => breadcrumb.innerText()).toMatch(/Devices\s+Thermostat T2/);
            await breadcrumb.getByRole('link', { name: 'Devices' }).waitFor();
            expect(await page.title()).toBe('Thingdeck | Thermostat T2');

            await menu(page, 'Dashboards');
            await page.locator('tbody tr').filter({ hasText: 'Thermostats' }).first().click();
            await page.waitForURL(/\/dashboards\/[0-9a-f-]{36}$/);
            await expect.poll(() => breadcrumb.innerText()).toMatch(/Dashboards\s+Thermostats/);

            await page.goto(`${suite.server.url}/alarms`);
            await page.getByRole('heading', { name: 'Alarms', level: 1 }).waitFor();
        } finally {
            await closePage(page);
        }
        const admin = await signedIn('sysadmin@thingsboard.org', 'sysadmin');
        try {
            await menu(admin, 'Tenants');
            await admin.locator('tbody tr').filter({ hasText: /^.*Tenant/ }).first().click();
            await admin.getByRole('link', { name: 'Tenant admins' }).click();
            const heading = admin.getByTestId('nested-list-heading');
            await expect.poll(() => heading.innerText()).toMatch(/^Tenant admins of /);
            await admin.getByRole('heading', { level: 1 }).filter({ hasText: /Tenant admins of/ }).waitFor();
        } finally {
            await closePage(admin);
        }
    });
});
