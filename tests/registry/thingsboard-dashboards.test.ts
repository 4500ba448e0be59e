import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFileOf } from '../../src/pages/dashboards/share/dashboardFile';
import { dashboardFromFile } from '../../src/pages/dashboards/share/dashboardImport';
import { nativeWidgetLoader } from '../../src/dashboard/widgets/catalogue';
import type { Dashboard } from '../../shared/generated/api.gen';
import { apiClient } from '../support/api';
import { startTestServer } from '../support/server';

const FIXTURES = path.resolve(__dirname, '../fixtures/dashboards');
const THINGSBOARD_DASHBOARDS = ['firmware', 'gateways', 'rule_engine_statistics', 'software', 'thermostats'];

/**
 * What ThingsBoard's own validateAndUpdateDashboard changes on import, and so do we (documented
 * exceptions to "exports back with every field it had"):
 * - `configuration.filters` is added (an empty map) when the file has none;
 * - a layout's legacy `gridSettings.margins: [x, y]` becomes `gridSettings.margin: x`;
 * and what any saved dashboard has, in ThingsBoard too: `image`, `mobileHide` and `mobileOrder`
 * (null, false, null) when the file had none. Any other difference fails the test.
 */
const UPGRADE_CHANGES = [/^\+ (image|mobileHide|mobileOrder)$/, /^\+ configuration\.filters$/, /^- configuration\.states\.[^.]+\.layouts\.[^.]+\.gridSettings\.margins$/, /^\+ configuration\.states\.[^.]+\.layouts\.[^.]+\.gridSettings\.margin$/];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every difference between two JSON values: `+ path` added, `- path` removed, `~ path` changed. */
const differences = (before: unknown, after: unknown, at = ''): string[] => {
    if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
        const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
        return [...keys].flatMap(key => {
            const where = at ? `${at}.${key}` : key;
            if (!(key in before)) return [`+ ${where}`];
            if (!(key in after)) return [`- ${where}`];
            return differences(before[key], after[key], where);
        });
    }
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [`~ ${at}`];
};

describe("ThingsBoard's five demo dashboards", () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let token: string;
    const api = () => apiClient(server.url);

    beforeAll(async () => {
        server = await startTestServer();
        token = (await api().login('tenant@thingsboard.org', 'tenant')).token;
    });
    afterAll(() => server?.close());

    it.each(THINGSBOARD_DASHBOARDS)('%s imports through the API and exports back with every field it had', async name => {
        const text = readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
        const original = JSON.parse(text) as Json;

        const saved = await api().post<Dashboard>('/api/dashboard', dashboardFromFile(text), token);
        expect(saved.status, saved.text).toBe(200);
        const stored = await api().get<Dashboard>(`/api/dashboard/${saved.body.id.id}`, token);
        const exported = dashboardFileOf(stored.body);

        const changes = differences(original, exported).filter(change => !UPGRADE_CHANGES.some(allowed => allowed.test(change)));
        expect(changes).toEqual([]);
    });

    it.each(THINGSBOARD_DASHBOARDS)('%s: every widget is either native or left to the fallback chain (custom type, then the placeholder)', name => {
        const { configuration } = dashboardFromFile(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
        const widgets = Object.values(configuration.widgets);
        expect(widgets.length).toBeGreaterThan(0);
        for (const widget of widgets) {
            // Each widget has the keys the catalogue and the fallback look up.
            expect(typeof widget.bundleAlias).toBe('string');
            expect(typeof widget.typeAlias).toBe('string');
            expect(['function', 'object']).toContain(typeof nativeWidgetLoader(widget));
        }
        // Every state's layout points at widgets the configuration has: no widget renders from nothing.
        for (const state of Object.values(configuration.states)) {
            for (const layout of Object.values(state.layouts) as Array<{ widgets?: Record<string, unknown> } | undefined>) {
                for (const id of Object.keys(layout?.widgets ?? {})) expect(configuration.widgets[id], `${name}: layout widget ${id}`).toBeDefined();
            }
        }
    });
});
