import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * The CSV import wizard as a tenant admin uses it: 100 devices with tokens and attributes from a
 * file, a column retyped to shared attribute, the counts, then one imported device's attributes.
 */
describe('bulk import', () => {
    const suite = consoleUnderTest();

    const csv = ['name;token;firmware;room;floor'];
    for (let i = 1; i <= 100; i++) csv.push(`Bulk Sensor ${String(i).padStart(3, '0')};bulk-e2e-token-${i};v1.${i % 3};"Room ${i}; east";${Math.ceil(i / 10)}`);

    it('imports a 100-row device CSV through the wizard and shows an imported device with its attributes', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        try {
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();

            await page.getByRole('button', { name: 'Import', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Import devices' });
            await dialog.locator('input[type="file"]').setInputFiles({ name: 'sensors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
            await dialog.getByText('sensors.csv').waitFor();
            await dialog.getByRole('button', { name: 'Continue' }).click();

            // The delimiter is guessed from the first line; the preview splits the quoted field correctly.
            await dialog.getByRole('cell', { name: 'Room 1; east', exact: true }).waitFor();
            await dialog.getByRole('button', { name: 'Continue' }).click();

            // Headers map themselves: name, access token, and server attributes keyed by header; firmware becomes shared.
            await dialog.getByRole('combobox', { name: 'Column type: firmware' }).click();
            await page.getByRole('option', { name: 'Shared attribute' }).click();
            expect(await dialog.getByRole('combobox', { name: 'Column type: token' }).textContent()).toBe('Access token');
            expect(await dialog.getByRole('textbox', { name: 'Attribute/telemetry key: room' }).inputValue()).toBe('room');
            await dialog.getByRole('button', { name: 'Import', exact: true }).click();

            await dialog.getByText('100 new entities were created.').waitFor();
            await dialog.getByText('0 lines failed.').waitFor();
            await dialog.getByRole('button', { name: 'Close' }).click();

            // The refreshed list finds the new devices; one of them carries its attributes.
            await page.getByRole('button', { name: 'Search' }).click();
            await page.getByPlaceholder('Search').fill('Bulk Sensor 042');
            await page.getByRole('cell', { name: 'Bulk Sensor 042', exact: true }).click();
            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByRole('tab', { name: 'Attributes' }).click();
            await page.locator('tbody td').getByText('Room 42; east', { exact: true }).waitFor();
            await page.locator('tbody td').getByText('floor', { exact: true }).waitFor();
        } finally {
            await page.context().close();
        }
    });
});
