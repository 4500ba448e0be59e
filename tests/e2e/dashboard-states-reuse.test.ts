import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from '../support/axe';
import { closePage, consoleUnderTest } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, realtimeWindow, singleDeviceAlias, systemWidget, tenantSessionWithThermostatT1, widgetRegion } from './support/dashboards';
import { expectErrorToast } from './support/problems';
import { screens } from './support/screens';

interface StoredConfiguration {
    widgets: Record<string, { config: { title?: string; datasources?: Array<{ entityAliasId?: string }> } }>;
    states: Record<string, { name: string; root?: boolean; layouts: { main: { widgets: Record<string, unknown> } } }>;
    entityAliases: Record<string, { alias: string; filter: Record<string, unknown> }>;
}

/**
 * Issue #28 point 5 as a tenant admin uses it: the "Thermostats" state of one dashboard is exported
 * to a file and imported into another dashboard whose own "Thermostats" alias means something else
 * (the clash is resolved by a rename, a broken file first changes nothing), and two widgets are
 * copied from one dashboard and pasted into a third. Every imported or pasted widget draws its data.
 */
describe('reusable dashboard states', () => {
    const suite = consoleUnderTest();
    const temperature = { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1 };

    const sourceConfiguration = (thermostatT1: string) => {
        const [thermostats, t1, unused, list, notes, overview] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        return {
            widgets: {
                [list]: systemWidget(list, 'cards', 'entities_table', 'latest', 'Thermostat list', { datasources: [{ type: 'entity', entityAliasId: thermostats, dataKeys: [temperature] }] }),
                [notes]: systemWidget(notes, 'cards', 'markdown_card', 'latest', 'T1 notes', {
                    datasources: [{ type: 'entity', entityAliasId: t1, dataKeys: [temperature] }],
                    settings: { markdownTextPattern: 'Device: **${entityName}**' },
                }),
                [overview]: systemWidget(overview, 'cards', 'markdown_card', 'latest', 'Overview notes', {
                    datasources: [{ type: 'entity', entityAliasId: unused, dataKeys: [] }],
                    settings: { markdownTextPattern: 'Overview' },
                }),
            },
            states: {
                default: { name: 'Overview', root: true, layouts: { main: { gridSettings: GRID, widgets: { [overview]: { sizeX: 8, sizeY: 4, row: 0, col: 0 } } } } },
                thermostats: {
                    name: 'Thermostats',
                    root: false,
                    layouts: { main: { gridSettings: GRID, widgets: { [list]: { sizeX: 12, sizeY: 6, row: 0, col: 0 }, [notes]: { sizeX: 8, sizeY: 4, row: 0, col: 12 } } } },
                },
            },
            entityAliases: {
                [thermostats]: { id: thermostats, alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
                [t1]: singleDeviceAlias(t1, 'Thermostat T1', thermostatT1),
                [unused]: { id: unused, alias: 'Sites', filter: { type: 'entityType', resolveMultiple: true, entityType: 'ASSET' } },
            },
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        };
    };

    /** A dashboard whose own "Thermostats" alias lists the boilers. */
    const targetConfiguration = () => {
        const boilers = randomUUID();
        return {
            widgets: {},
            states: { default: { name: 'Plant', root: true, layouts: { main: { gridSettings: GRID, widgets: {} } } } },
            entityAliases: { [boilers]: { id: boilers, alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'boiler', deviceNameFilter: '' } } },
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        };
    };

    const openEditor = async (page: Page, id: string, title: string) => {
        await page.goto(`${suite.server.url}/dashboards/${id}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Enter edit mode' }).click();
    };

    const stateMenu = async (page: Page, item: string) => {
        await page.getByRole('button', { name: 'State actions' }).click();
        await page.getByRole('menuitem', { name: item }).click();
    };

    const importFile = async (page: Page, file: string) => {
        const chooser = page.waitForEvent('filechooser');
        await stateMenu(page, 'Import state from file');
        await (await chooser).setFiles(file);
    };

    it('exports a state, imports it into another dashboard resolving the alias clash, and pastes two widgets into a third', async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const source = { id: await createDashboard(session, 'Boiler room', sourceConfiguration(session.thermostatT1)), title: 'Boiler room' };
        const target = { id: await createDashboard(session, 'Plant overview', targetConfiguration()), title: 'Plant overview' };
        const third = { id: await createDashboard(session, 'Spare screen', { ...targetConfiguration(), entityAliases: {} }), title: 'Spare screen' };
        const stored = async (id: string) => (await session.api.get<{ configuration: StoredConfiguration }>(`/api/dashboard/${id}`, session.token)).body.configuration;
        const aliasNames = (configuration: StoredConfiguration) => Object.values(configuration.entityAliases).map(alias => alias.alias).sort();
        const files = mkdtempSync(path.join(tmpdir(), 'states-'));

        const page = await openDashboardPage(suite.browser, suite.server.url, source, 1280);
        try {
            // Export the "Thermostats" state of the source dashboard.
            await page.getByRole('button', { name: 'Enter edit mode' }).click();
            await page.getByRole('combobox', { name: 'Dashboard state' }).click();
            await page.getByRole('option', { name: 'Thermostats' }).click();
            await page.getByRole('group', { name: 'Thermostat list' }).waitFor();
            await page.getByRole('button', { name: 'State actions' }).click();
            await page.getByRole('menu').waitFor();
            await screens(page, 'dashboard-state-menu', { widths: [1280] });
            const download = page.waitForEvent('download');
            await page.getByRole('menuitem', { name: 'Export state to file' }).click();
            const exported = path.join(files, (await download).suggestedFilename());
            await (await download).saveAs(exported);
            expect(path.basename(exported)).toBe('thermostats_state.json');
            const file = JSON.parse(readFileSync(exported, 'utf8')) as { format: string; version: number; widgets: object; entityAliases: Record<string, { alias: string }> };
            expect([file.format, file.version, Object.keys(file.widgets).length]).toEqual(['thingdeck.dashboard-fragment', 1, 2]);
            expect(Object.values(file.entityAliases).map(alias => alias.alias).sort()).toEqual(['Thermostat T1', 'Thermostats']);

            // Select both widgets of the state and copy them.
            await page.getByRole('button', { name: 'Select widget: Thermostat list' }).click();
            await page.getByRole('button', { name: 'Select widget: T1 notes' }).click();
            await expect.poll(() => page.getByRole('button', { name: 'Select widget: T1 notes' }).getAttribute('aria-pressed')).toBe('true');
            const selection = page.getByRole('group', { name: 'Selected widgets' });
            await expect.poll(() => selection.textContent()).toContain('Selected: 2');
            await screens(page, 'dashboard-widget-selection');
            await selection.getByRole('button', { name: 'Copy selected widgets' }).click();
            await page.getByText('Widgets copied: 2').waitFor();

            // A broken file into the target dashboard: a clear message, nothing changed.
            await openEditor(page, target.id, target.title);
            const broken = path.join(files, 'broken.json');
            writeFileSync(broken, '{"format": "thingdeck.dashboard-fragment", "version": 1, "kind": "state"');
            expectErrorToast('The file is not valid JSON. Nothing was imported.');
            await importFile(page, broken);
            const toast = page.getByRole('alert').filter({ hasText: 'The file is not valid JSON. Nothing was imported.' });
            await toast.getByRole('button', { name: 'Close' }).click();
            await toast.waitFor({ state: 'detached' });
            await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

            // The exported file: "Thermostats" clashes with the dashboard's own (other settings).
            await importFile(page, exported);
            const dialog = page.getByRole('dialog', { name: "Add state 'Thermostats'" });
            await dialog.waitFor();
            await dialog.getByText('Its settings differ from the dashboard\'s').waitFor();
            await screens(page, 'dashboard-state-import-clash');
            await page.mouse.move(0, 0);
            await page.evaluate(() => Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined))));
            const findings = await seriousViolations(page);
            expect(findings.length ? describeFindings('state import dialog', findings) : '').toBe('');
            await expect.poll(() => dialog.getByRole('radio', { name: "Add it as 'Thermostats (2)'" }).isChecked()).toBe(true);
            await dialog.getByRole('button', { name: 'Import' }).click();
            await page.getByText("State 'Thermostats' added. Widgets: 2").waitFor();
            await page.getByRole('group', { name: 'Thermostat list' }).waitFor();
            await page.getByRole('group', { name: 'T1 notes' }).waitFor();
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();

            const imported = await stored(target.id);
            expect(aliasNames(imported)).toEqual(['Thermostat T1', 'Thermostats', 'Thermostats (2)']);
            const importedState = Object.values(imported.states).find(state => state.name === 'Thermostats')!;
            expect(importedState.root).toBe(false);
            const list = Object.values(imported.widgets).find(widget => widget.config.title === 'Thermostat list')!;
            expect(imported.entityAliases[list.config.datasources![0].entityAliasId!].alias).toBe('Thermostats (2)');
            // Drawn with the source's data: the list shows the thermostats, the card names T1.
            await widgetRegion(page, 'Thermostat list').getByText('Thermostat T1').waitFor();
            await widgetRegion(page, 'T1 notes').getByText('Thermostat T1').waitFor();

            // Paste the two copied widgets into the third dashboard.
            await openEditor(page, third.id, third.title);
            // The paste button says what it pastes; Ctrl+V on the page does the same.
            await page.getByRole('button', { name: 'Paste copied widgets: 2' }).waitFor();
            await page.keyboard.press('Control+v');
            await page.getByText('Widgets pasted: 2').waitFor();
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();
            const pasted = await stored(third.id);
            expect(Object.values(pasted.widgets).map(widget => widget.config.title).sort()).toEqual(['T1 notes', 'Thermostat list']);
            expect(aliasNames(pasted)).toEqual(['Thermostat T1', 'Thermostats']);
            await widgetRegion(page, 'Thermostat list').getByText('Thermostat T1').waitFor();
            await widgetRegion(page, 'T1 notes').getByText('Thermostat T1').waitFor();
        } finally {
            await closePage(page);
        }
    });
});
