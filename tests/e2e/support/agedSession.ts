import type { Page } from 'playwright-core';
import type { RunningServer } from '../../../server/main';
import { apiClient } from '../../support/api';
import { tokensSignedAgo } from '../../support/tokens';
import { sessionItems } from './consoleSession';

/**
 * Puts into the page's storage the session of a user as if they had signed in `ageSec` seconds ago:
 * tokens the server signed back then (so it judges them expired, or not, by their real times), with
 * the expiry times the console would have noted then. No test waits for tokens to age.
 */
export async function ageSession(page: Page, server: RunningServer, login: { email: string; password: string; ageSec: number; consoleThinksAccessValid?: boolean }) {
    const { config } = server.app.ctx;
    const signedAt = Date.now() - login.ageSec * 1000;
    const { token } = await apiClient(server.url).login(login.email, login.password);
    const pair = await tokensSignedAgo(server, token, login.ageSec);
    const accessExpiration = login.consoleThinksAccessValid ? Date.now() + 3_600_000 : signedAt + config.jwt.accessTokenTtlSec * 1000;
    const refreshExpiration = signedAt + config.jwt.refreshTokenTtlSec * 1000;
    await page.evaluate(items => {
        for (const { name, value } of items) localStorage.setItem(name, value);
    }, sessionItems(pair, accessExpiration, refreshExpiration));
}
