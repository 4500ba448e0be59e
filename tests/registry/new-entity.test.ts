// Adding a plain entity is one registry file and one locale file, plus what `npm run codegen`
// writes. This test adds `sites` (tests/fixtures/sites.resource.ts: name, address, a customer;
// tenant admins edit, customers read) to a temporary copy of the repository, runs codegen and the
// console build there, starts the copy's server and checks CRUD, paging, search, sorting, tenant
// and customer isolation, and the menu, list and create form in Chromium. A second hand-written
// file becoming necessary (a migration, a route, a menu line, a contract path) makes it fail.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../resources/kernel';
import { callsOf, handWrittenContract } from '../../codegen/registryContract';
import type { RunningServer } from '../../server/main';
import { createWorld, isSorted, type World } from '../api/fixtures';
import { launchBrowser } from '../support/browser';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(REPO, 'tests/fixtures/sites.resource.ts');
/** What a clone does not have: installed packages, builds, databases, git's own files. */
const NOT_IN_A_CLONE = new Set(['node_modules', '.git', 'dist', 'data', 'test-results']);
/** The two files a developer writes. */
const WRITTEN_BY_HAND = ['locales/en_US/sites.json', 'resources/sites.resource.ts'];

const run = promisify(execFile);
type Json = Record<string, any>;

let copy: string;
let sites: ResourceDefinition;
let world: World;
let browser: Browser;

/** Files under `root`, relative, without what a clone lacks. */
const filesOf = (root: string, dir = ''): string[] =>
    readdirSync(path.join(root, dir)).flatMap(name => {
        if (!dir && NOT_IN_A_CLONE.has(name)) return [];
        const relative = path.join(dir, name);
        return statSync(path.join(root, relative)).isDirectory() ? filesOf(root, relative) : [relative.split(path.sep).join('/')];
    });

beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'thingdeck-new-entity-'));
    cpSync(REPO, copy, { recursive: true, filter: source => path.dirname(source) !== REPO || !NOT_IN_A_CLONE.has(path.basename(source)) });
    symlinkSync(path.join(REPO, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    // The developer's two files: the entry, and its labels (kept in the fixture as sitesLocale).
    copyFileSync(FIXTURE, path.join(copy, 'resources/sites.resource.ts'));
    const fixture = (await import(pathToFileURL(path.join(copy, 'resources/sites.resource.ts')).href)) as { sites: ResourceDefinition; sitesLocale: Json };
    writeFileSync(path.join(copy, 'locales/en_US/sites.json'), `${JSON.stringify(fixture.sitesLocale, null, 4)}\n`);
    sites = fixture.sites;

    // The README's steps: codegen, then the build `npm start` runs.
    await run('npx', ['tsx', 'codegen/index.ts'], { cwd: copy });
    await run('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: copy, maxBuffer: 16 * 1024 * 1024 });

    const { startTestServer } = (await import(pathToFileURL(path.join(copy, 'tests/support/server.ts')).href)) as {
        startTestServer: (options: { staticDir: string }) => Promise<RunningServer>;
    };
    [world, browser] = await Promise.all([createWorld(() => startTestServer({ staticDir: path.join(copy, 'dist') })), launchBrowser()]);
}, 900_000);

afterAll(async () => {
    await browser?.close();
    await world?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
});

const desc = (i: number) => `Site ${String(i).padStart(2, '0')}`;
const post = async (path: string, body: unknown, token: string): Promise<Json> => {
    const response = await world.api.post(path, body, token);
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    return response.body as Json;
};

describe('a new plain entity, added as one registry file and one locale file', () => {
    it('needs nothing else by hand: every other file that differs is one codegen writes', () => {
        const original = new Set(filesOf(REPO));
        const changed = filesOf(copy).filter(file => !original.has(file) || !readFileSync(path.join(copy, file)).equals(readFileSync(path.join(REPO, file))));
        const generated = changed.filter(file => !WRITTEN_BY_HAND.includes(file));
        expect(changed).toEqual(expect.arrayContaining(WRITTEN_BY_HAND));
        expect(generated.filter(file => !/\.gen\.(ts|json)$/.test(file) && file !== 'schemas/openapi.yaml')).toEqual([]);
        // In the contract, only the generated regions changed: the entry's calls, parameters and schemas.
        const contract = (root: string) => readFileSync(path.join(root, 'schemas/openapi.yaml'), 'utf8');
        expect(handWrittenContract(contract(copy))).toBe(handWrittenContract(contract(REPO)));
        expect(callsOf(sites)).toEqual(expect.arrayContaining(['GET /api/tenant/sites', 'GET /api/customer/{customerId}/sites', 'POST /api/site', 'POST /api/customer/{customerId}/site/{siteId}']));
        for (const call of callsOf(sites)) {
            const [method, route] = call.split(' ') as [string, string];
            expect(contract(copy), call).toMatch(new RegExp(`\\n  ${route.replace(/[{}]/g, '\\$&')}:\\n(    .*\\n)*?    ${method.toLowerCase()}:`));
        }
    });

    it('typechecks with the generated names and types (EntityType SITE, ResourceName sites, Site)', async () => {
        writeFileSync(path.join(copy, 'tsconfig.new-entity.json'), JSON.stringify({ extends: './tsconfig.json', include: ['resources', 'shared'], exclude: [] }));
        await expect(run('npx', ['tsc', '-p', 'tsconfig.new-entity.json'], { cwd: copy })).resolves.toBeDefined();
        expect(readFileSync(path.join(copy, 'resources/kernel/registryNames.gen.ts'), 'utf8')).toMatch(/'sites'[\s\S]*'SITE'/);
        expect(readFileSync(path.join(copy, 'shared/generated/api.gen.ts'), 'utf8')).toContain("export type Site = components['schemas']['Site'];");
    }, 300_000);

    it('passes the suites that iterate the registry (checks, coverage, menus, help) with no test written for it', async () => {
        const suites = {
            registry: ['tests/registry/registry.test.ts', 'tests/registry/entry-coverage.test.ts'],
            'unit-node': ['src/layout/menu/menuSections.test.ts', 'src/components/display/helpLinks.test.ts', 'src/components/help/helpFiles.test.ts'],
        };
        for (const [project, files] of Object.entries(suites)) {
            await expect(run('npx', ['vitest', 'run', '--project', project, ...files], { cwd: copy, maxBuffer: 16 * 1024 * 1024 }), project).resolves.toBeDefined();
        }
    }, 300_000);

    it('creates, reads, updates and deletes with the declared rules and ThingsBoard messages', async () => {
        const { api, tenant } = world;
        const created = await post('/api/site', { name: 'Plant North', address: 'Harbour road 1' }, tenant.token);
        expect(created).toMatchObject({ id: { entityType: 'SITE' }, name: 'Plant North', address: 'Harbour road 1', tenantId: { id: tenant.tenantId } });
        const read = await api.get(`/api/site/${created.id.id}`, tenant.token);
        expect(read.body).toEqual(created);
        const edited = await post('/api/site', { ...read.body, address: 'Harbour road 2' }, tenant.token);
        expect(edited).toMatchObject({ address: 'Harbour road 2', createdTime: created.createdTime });

        expect((await api.post('/api/site', { address: 'nameless' }, tenant.token)).body).toMatchObject({ status: 400, message: 'Site name should be specified!' });
        expect((await api.post('/api/site', { name: 'Plant North' }, tenant.token)).body).toMatchObject({ status: 400, message: 'Site with such name already exists!' });

        expect((await api.call('DELETE', `/api/site/${created.id.id}`, { token: tenant.token })).status).toBe(200);
        expect((await api.get(`/api/site/${created.id.id}`, tenant.token)).status).toBe(404);
    }, 120_000);

    it('pages with exact counts, searches name and address case-insensitively and sorts both ways', async () => {
        const { api, tenant } = world;
        for (let i = 0; i < 12; i++) await post('/api/site', { name: desc(i), address: `Street ${i % 3}` }, tenant.token);
        const first = await api.get('/api/tenant/sites?pageSize=5&page=0&textSearch=SITE%20&sortProperty=createdTime&sortOrder=ASC', tenant.token);
        expect(first.body).toMatchObject({ totalElements: 12, totalPages: 3, hasNext: true });
        const last = await api.get('/api/tenant/sites?pageSize=5&page=2&textSearch=site%20&sortProperty=createdTime&sortOrder=ASC', tenant.token);
        expect(last.body.data.map((site: Json) => site.name)).toEqual([desc(10), desc(11)]);
        expect(last.body.hasNext).toBe(false);
        expect((await api.get('/api/tenant/sites?pageSize=50&page=0&textSearch=street%202', tenant.token)).body.totalElements).toBe(4);
        for (const order of ['ASC', 'DESC'] as const) {
            const sorted = await api.get(`/api/tenant/sites?pageSize=50&page=0&textSearch=site%20&sortProperty=name&sortOrder=${order}`, tenant.token);
            expect(isSorted(sorted.body.data.map((site: Json) => site.name), order)).toBe(true);
        }
        const unsupported = await api.get('/api/tenant/sites?pageSize=5&page=0&sortProperty=secret', tenant.token);
        expect(unsupported.status).toBe(400);
    }, 120_000);

    it('keeps tenants and customers apart: lists, reads, saves, deletes and assignment', async () => {
        const { api, tenant, tenant2, customer, otherCustomer, customer2 } = world;
        const own = await post('/api/site', { name: 'Isolated', address: 'Quay 7' }, tenant.token);
        const assigned = await post('/api/site', { name: 'Shared with A', address: 'Quay 8' }, tenant.token);
        expect(await post(`/api/customer/${customer.customerId}/site/${assigned.id.id}`, undefined, tenant.token)).toMatchObject({ customerId: { id: customer.customerId } });

        const names = async (path: string, token: string) => ((await api.get(`${path}?pageSize=100&page=0`, token)).body.data ?? []).map((site: Json) => site.name);
        expect(await names('/api/tenant/sites', tenant2.token)).toEqual([]);
        expect(await names(`/api/customer/${customer.customerId}/sites`, customer.token)).toEqual(['Shared with A']);
        expect((await api.get(`/api/customer/${customer.customerId}/sites?pageSize=10&page=0`, otherCustomer.token)).status).toBe(403);
        expect(await names(`/api/customer/${otherCustomer.customerId}/sites`, otherCustomer.token)).toEqual([]);
        expect((await api.get(`/api/customer/${customer.customerId}/sites?pageSize=10&page=0`, tenant2.token)).status).toBe(403);

        for (const site of [own, assigned]) {
            for (const stranger of [tenant2, customer2, otherCustomer]) {
                expect((await api.get(`/api/site/${site.id.id}`, stranger.token)).status).toBe(403);
                expect([403, 404]).toContain((await api.post('/api/site', { ...site, name: 'Taken over' }, stranger.token)).status);
                expect([403, 404]).toContain((await api.call('DELETE', `/api/site/${site.id.id}`, { token: stranger.token })).status);
            }
        }
        expect((await api.get(`/api/site/${own.id.id}`, customer.token)).status).toBe(403);
        expect((await api.get(`/api/site/${assigned.id.id}`, customer.token)).body.name).toBe('Shared with A');
        // Customers read, they do not write.
        expect((await api.post('/api/site', { name: 'By a customer' }, customer.token)).status).toBe(403);
        expect((await api.post('/api/site', { ...assigned, address: 'Moved' }, customer.token)).status).toBe(403);
        expect((await api.call('DELETE', `/api/site/${assigned.id.id}`, { token: customer.token })).status).toBe(403);
        // Another tenant cannot assign this tenant's site, nor to its own customer.
        expect([403, 404]).toContain((await api.post(`/api/customer/${customer2.customerId}/site/${own.id.id}`, undefined, tenant2.token)).status);
        expect((await api.get(`/api/site/${own.id.id}`, tenant.token)).body.customerId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
    }, 120_000);

    describe('in the console', () => {
        const signedIn = async (email: string, password: string): Promise<Page> => {
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            const page = await context.newPage();
            await page.goto(`${world.server.url}/login`);
            await page.locator('input[name="username"]').fill(email);
            await page.locator('input[name="password"]').fill(password);
            await page.getByRole('button', { name: 'Login', exact: true }).click();
            await page.waitForURL(`${world.server.url}/home`);
            return page;
        };
        const menu = (page: Page) => page.getByRole('navigation', { name: 'menu' });

        it('a tenant admin finds Sites in the menu between Assets and Devices, lists them and creates one', async () => {
            const page = await signedIn('tenant@thingsboard.org', 'tenant');
            try {
                await menu(page).getByRole('link', { name: 'Sites', exact: true }).waitFor();
                const links = (await menu(page).getByRole('link').allInnerTexts()).map(text => text.trim());
                expect(links.slice(links.indexOf('Assets'), links.indexOf('Devices') + 1)).toEqual(['Assets', 'Sites', 'Devices']);
                await menu(page).getByRole('link', { name: 'Sites', exact: true }).click();
                await page.waitForURL(/\/sites(\?|$)/);
                await page.locator('tbody tr').filter({ hasText: 'Shared with A' }).waitFor();
                expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['Name', 'Address', 'Customer']));
                // No help file was written for sites, so the list has no (?).
                expect(await page.getByRole('button', { name: /help/i }).count()).toBe(0);

                await page.getByRole('link', { name: 'Create' }).click();
                await page.locator('input[name="name"]').fill('Plant South');
                await page.locator('input[name="address"]').fill('Dock 3');
                await page.getByRole('button', { name: 'Save' }).click();
                await page.waitForURL(/\/sites\/[^/]+\/show/);
                await page.getByText('Dock 3', { exact: true }).waitFor();

                await menu(page).getByRole('link', { name: 'Sites', exact: true }).click();
                await page.locator('tbody tr').filter({ hasText: 'Plant South' }).waitFor();
                const saved = await world.api.get('/api/tenant/sites?pageSize=10&page=0&textSearch=Plant%20South', world.tenant.token);
                expect(saved.body.data).toMatchObject([{ name: 'Plant South', address: 'Dock 3' }]);
            } finally {
                await page.context().close();
            }
        }, 180_000);

        it("Customer A's user lists only the site assigned to Customer A, and may not create", async () => {
            const page = await signedIn('customerA@thingsboard.org', 'customer');
            try {
                await menu(page).getByRole('link', { name: 'Sites', exact: true }).click();
                await page.waitForURL(/\/sites(\?|$)/);
                await page.locator('tbody tr').filter({ hasText: 'Shared with A' }).waitFor();
                expect(await page.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining('Shared with A')]);
                expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
            } finally {
                await page.context().close();
            }
        }, 180_000);
    });
});
