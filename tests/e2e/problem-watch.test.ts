import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';
import { expectConsoleError, expectErrorToast, expectFailedRequest, expectPageError, problemWatch } from './support/problems';

/**
 * The check every e2e test ends with (support/problems.ts): a failed request, an error toast, an
 * uncaught page error or a console error that the test did not declare fails it; a declared one
 * that never came fails it too.
 */
describe('the problem watch', () => {
    const suite = consoleUnderTest();
    const DEVICE_LIST = '/api/tenant/deviceInfos';
    const broken = JSON.stringify({ status: 500, message: 'Broken on purpose', errorCode: 2, timestamp: 0 });

    const signedIn = async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
        return page;
    };

    it('notes a failing answer, a request without one and the error toast, when nobody declared them', async () => {
        const page = await signedIn();
        try {
            await page.route(`**${DEVICE_LIST}?**`, route => route.fulfill({ status: 500, contentType: 'application/json', body: broken }));
            await page.goto(`${suite.server.url}/devices`);
            await page.getByRole('alert').getByText('Broken on purpose').waitFor();
            await expect.poll(() => problemWatch.unexpected().map(problem => problem.kind)).toContain('error toast');
            await page.unroute(`**${DEVICE_LIST}?**`);
            await page.route(`**${DEVICE_LIST}?**`, route => route.abort('connectionrefused'));
            await page.reload();
            await page.getByRole('alert').getByText('Unable to connect').waitFor();
            await expect.poll(() => problemWatch.unexpected().some(problem => problem.kind === 'error toast' && problem.text.includes('Unable to connect'))).toBe(true);

            const noted = problemWatch.takeUnexpected();
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'response', method: 'GET', status: 500, url: expect.stringContaining(DEVICE_LIST) }));
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'error toast', text: expect.stringContaining('Broken on purpose') }));
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'request failed', error: 'net::ERR_CONNECTION_REFUSED', url: expect.stringContaining(DEVICE_LIST) }));
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'error toast', text: expect.stringContaining('Unable to connect') }));
        } finally {
            await closePage(page);
        }
    });

    it('notes an uncaught error and a console error of the page', async () => {
        const page = await signedIn();
        try {
            await page.evaluate(() => {
                setTimeout(() => {
                    throw new TypeError('thrown on purpose');
                });
                console.error('logged on purpose');
            });
            await expect.poll(() => problemWatch.unexpected().map(problem => problem.kind).sort()).toEqual(['console error', 'page error']);
            const noted = problemWatch.takeUnexpected();
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'page error', text: 'TypeError: thrown on purpose', url: `${suite.server.url}/home` }));
            expect(noted).toContainEqual(expect.objectContaining({ kind: 'console error', text: 'logged on purpose' }));

            expectPageError('thrown again');
            expectConsoleError(/^logged again$/);
            await page.evaluate(() => {
                setTimeout(() => {
                    throw new Error('thrown again');
                });
                console.error('logged again');
            });
            await expect.poll(() => problemWatch.unexpected()).toEqual([]);
        } finally {
            await closePage(page);
        }
    });

    it('lets through what the test declared, before or after it came', async () => {
        const page = await signedIn();
        try {
            expectFailedRequest({ method: 'GET', path: DEVICE_LIST, status: 500 });
            await page.route(`**${DEVICE_LIST}?**`, route => route.fulfill({ status: 500, contentType: 'application/json', body: broken }));
            await page.goto(`${suite.server.url}/devices`);
            await page.getByRole('alert').getByText('Broken on purpose').waitFor();
            await expect.poll(() => problemWatch.unexpected().map(problem => problem.kind)).toContain('error toast');
            expectErrorToast('Broken on purpose');
            expect(problemWatch.unexpected()).toEqual([]);
        } finally {
            await closePage(page);
        }
    });

    it('fails a test whose declared problem never came', async () => {
        expectErrorToast('A toast that never shows');
        await expect(problemWatch.testFinished()).rejects.toThrow(/expected error toast A toast that never shows, which never happened/);
        // Back to a running test, which the setup file's own check then finds clean.
        problemWatch.testStarted();
    });
});
