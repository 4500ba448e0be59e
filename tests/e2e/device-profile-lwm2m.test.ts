import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, signIn } from './console';

/**
 * A tenant administrator creates an LwM2M device profile: picks object 3 Device from the
 * resources library, marks Battery Level as telemetry, adds the profile, and finds the selection
 * again on the profile's details page and in its editor. SNMP settings the schema refuses keep
 * the stepper on the transport step. A profile file imports from the list.
 */
const suite = consoleUnderTest();
const SHOTS = 'test-results';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof suite.browser.newContext>>['storageState']>>;
let session: StorageState | undefined;

/** Signs in through the login page once; later pages start from that session. */
const signedIn = async (width: number): Promise<Page> => {
    const context = await suite.browser.newContext({ viewport: { width, height: 800 }, storageState: session });
    const page = await context.newPage();
    if (session) return page;
    await page.goto(`${suite.server.url}/login`);
    await signIn(page, 'tenant@thingsboard.org', 'tenant');
    await page.waitForURL(`${suite.server.url}/home`);
    session = await context.storageState();
    return page;
};

const chooseTransport = async (page: Page, transport: string) => {
    await page.getByRole('combobox', { name: 'Transport type' }).click();
    await page.getByRole('option', { name: transport, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
};

const shot = async (page: Page, path: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
};

describe('LwM2M device profile', () => {
    it('picks object 3 Device, marks a resource as telemetry, saves, and sees it again', async () => {
        const page = await signedIn(1280);
        try {
            await page.goto(`${suite.server.url}/deviceProfiles/create`);
            await page.getByLabel('Name').fill('E2E LwM2M meters');
            await page.getByRole('button', { name: 'Next', exact: true }).click();
            await chooseTransport(page, 'LWM2M');

            const objects = page.getByRole('combobox', { name: 'Object list' });
            await objects.click();
            await objects.fill('Device');
            await page.getByRole('option', { name: 'Device #3_1.0' }).click();
            await page.keyboard.press('Escape');
            const battery = page.getByRole('checkbox', { name: 'Battery Level Telemetry' });
            await battery.check();
            await expect.poll(() => page.getByRole('textbox', { name: 'Battery Level Key name' }).inputValue()).toBe('batteryLevel');
            await shot(page, `${SHOTS}/device-profile-lwm2m-1280.png`);

            // A bootstrap server comes filled from this server's settings.
            await page.getByRole('tab', { name: 'Bootstrap', exact: true }).click();
            await page.getByRole('button', { name: 'Add bootstrap server' }).click();
            await expect.poll(() => page.getByLabel('Port', { exact: true }).inputValue()).toBe('5687');
            expect(await page.getByLabel('Short server ID', { exact: true }).inputValue()).toBe('111');
            await shot(page, `${SHOTS}/device-profile-lwm2m-bootstrap-1280.png`);

            await page.getByRole('button', { name: 'Add', exact: true }).click();
            await page.waitForURL(/\/deviceProfiles\/[0-9a-f-]+\/show$/);
            const showUrl = page.url();

            // The details page has ThingsBoard's tabs, the transport one showing the selection.
            for (const tab of ['Details', 'Transport configuration', 'Alarm rules', 'Device provisioning', 'Audit logs']) {
                await page.getByRole('tab', { name: tab, exact: true }).waitFor();
            }
            await page.getByRole('tab', { name: 'Transport configuration', exact: true }).click();
            const view = page.getByTestId('profile-transport-view');
            await view.getByText('#3_1.0', { exact: true }).waitFor();
            expect(await view.getByRole('checkbox', { name: 'Battery Level Telemetry' }).isChecked()).toBe(true);
            expect(await view.getByRole('checkbox', { name: 'Manufacturer Telemetry' }).isChecked()).toBe(false);
            await shot(page, `${SHOTS}/device-profile-lwm2m-details-1280.png`);

            // Reopened in the editor, the selection and its key name are still there.
            await page.goto(showUrl.replace(/\/show$/, ''));
            await page.getByRole('tab', { name: 'Transport configuration', exact: true }).click();
            const reopened = page.getByRole('checkbox', { name: 'Battery Level Telemetry' });
            await reopened.waitFor();
            expect(await reopened.isChecked()).toBe(true);
            expect(await page.getByRole('textbox', { name: 'Battery Level Key name' }).inputValue()).toBe('batteryLevel');
        } finally {
            await closePage(page);
        }
    });

    it('keeps the LwM2M editor usable on a phone', async () => {
        const page = await signedIn(400);
        try {
            await page.goto(`${suite.server.url}/deviceProfiles/create`);
            await page.getByLabel('Name').fill('E2E LwM2M phone');
            await page.getByRole('button', { name: 'Next', exact: true }).click();
            await chooseTransport(page, 'LWM2M');
            const objects = page.getByRole('combobox', { name: 'Object list' });
            await objects.click();
            await page.getByRole('option', { name: 'Firmware Update #5_1.0' }).click();
            await page.keyboard.press('Escape');
            await page.getByRole('checkbox', { name: 'State Attribute' }).check();
            // The key name sits under the resource on a phone, not in a column off screen.
            const keyName = page.getByRole('textbox', { name: 'State Key name' });
            expect(await keyName.inputValue()).toBe('state');
            const box = (await keyName.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(400);
            await shot(page, `${SHOTS}/device-profile-lwm2m-400.png`);
        } finally {
            await closePage(page);
        }
    });

    it('an SNMP setting the schema refuses keeps the stepper on the transport step', async () => {
        const page = await signedIn(1280);
        try {
            await page.goto(`${suite.server.url}/deviceProfiles/create`);
            await page.getByLabel('Name').fill('E2E SNMP refused');
            await page.getByRole('button', { name: 'Next', exact: true }).click();
            await chooseTransport(page, 'SNMP');
            const timeout = page.getByLabel('Timeout (ms)');
            await timeout.fill('-5');
            await page.getByRole('button', { name: 'Next', exact: true }).click();
            await page.getByText('Fix the highlighted transport settings to continue.').waitFor();
            expect(await page.getByRole('combobox', { name: 'Transport type' }).isVisible()).toBe(true);
            await page.getByRole('button', { name: 'Add', exact: true }).click();
            expect(page.url()).toMatch(/\/deviceProfiles\/create$/);

            await timeout.fill('700');
            await page.getByRole('button', { name: 'Next', exact: true }).click();
            await page.getByRole('button', { name: 'Add alarm rule' }).waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('imports a profile file from the list', async () => {
        const page = await signedIn(1280);
        try {
            await page.goto(`${suite.server.url}/deviceProfiles`);
            const file = {
                name: 'E2E imported profile',
                type: 'DEFAULT',
                transportType: 'DEFAULT',
                provisionType: 'DISABLED',
                profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'DISABLED' }, alarms: null },
            };
            await page.getByRole('button', { name: 'Import profile' }).waitFor();
            await page.getByTestId('import-device-profile-file').setInputFiles({ name: 'profile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
            await page.waitForURL(/\/deviceProfiles\/[0-9a-f-]+\/show$/);
            await page.getByText('E2E imported profile').first().waitFor();
        } finally {
            await closePage(page);
        }
    });

    it("shows a profile's alarm rules on its details page, read-only", async () => {
        const page = await signedIn(1280);
        try {
            await page.goto(`${suite.server.url}/deviceProfiles`);
            await page.getByRole('cell', { name: 'thermostat', exact: true }).click();
            await page.getByRole('tab', { name: 'Alarm rules', exact: true }).click();
            const view = page.getByTestId('profile-alarms-view');
            await view.getByText('High Temperature').first().waitFor();
            // Nothing to add or remove here; editing happens in the editor.
            expect(await view.getByRole('button', { name: 'Add alarm rule' }).count()).toBe(0);
            await page.getByRole('link', { name: 'Edit' }).last().waitFor();
            await shot(page, `${SHOTS}/device-profile-alarm-rules-details-1280.png`);
        } finally {
            await closePage(page);
        }
    });
});
