import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { closePage, openPage } from './console';
import { expectErrorToast, expectFailedRequest } from './support/problems';

describe('a public dashboard link', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let browser: Browser;
    let dashboardId: string;
    let publicId: string;

    beforeAll(async () => {
        [server, browser] = await Promise.all([startTestServer(), workerBrowser()]);
        const api = apiClient(server.url);
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const dashboards = await api.get('/api/tenant/dashboards?pageSize=1&page=0', tenant.token);
        dashboardId = dashboards.body.data[0].id.id;
        const shared = await api.post(`/api/customer/public/dashboard/${dashboardId}`, undefined, tenant.token);
        publicId = shared.body.assignedCustomers.find((customer: { public: boolean }) => customer.public).customerId.id;
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    it('signs the anonymous visitor in as the public customer and opens the dashboard fullscreen', async () => {
        const page = await openPage(browser, `${server.url}/dashboard/${dashboardId}?publicId=${publicId}`);
        try {
            await page.getByRole('heading', { level: 1 }).waitFor();
            expect(new URL(page.url()).pathname).toBe(`/dashboard/${dashboardId}`);
            expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).not.toBeNull();
            expect(await page.getByRole('navigation', { name: 'menu' }).count()).toBe(0);
        } finally {
            await closePage(page);
        }
    });

    it('logs the public visitor out on a page without the publicId', async () => {
        const page = await openPage(browser, `${server.url}/dashboard/${dashboardId}?publicId=${publicId}`);
        try {
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.goto(`${server.url}/dashboard/${dashboardId}`);

            await page.waitForURL(url => url.pathname === '/login');
            expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
        } finally {
            await closePage(page);
        }
    });

    it('sends a visitor with an unknown publicId to the sign-in page, with the server’s message', async () => {
        expectFailedRequest({ method: 'POST', path: '/api/auth/login/public', status: 401 });
        expectErrorToast('Authentication Failed. Public Id is not valid.');
        const page = await openPage(browser, `${server.url}/dashboard/${dashboardId}?publicId=13814000-1dd2-11b2-8080-808080808080`);
        try {
            await page.waitForURL(url => url.pathname === '/login');
            await page.getByRole('alert').waitFor();
            expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
        } finally {
            await closePage(page);
        }
    });
});
