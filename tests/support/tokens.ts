import type { RunningServer } from '../../server/main';
import type { JwtPair } from './api';

/**
 * The tokens of the user a valid access token speaks for, as the server would have signed them
 * `ageSec` seconds ago. Token times are whole seconds (ThingsBoard's too) and lifetimes run for hours:
 * a test needing an older or an expired session gets one signed in the past instead of waiting.
 */
export async function tokensSignedAgo(server: RunningServer, accessToken: string, ageSec: number): Promise<JwtPair> {
    const { tokens } = server.app.ctx;
    const claims = await tokens.verifyAccess(accessToken);
    // The same sign-in session, as a refresh would continue it.
    return tokens.issuePair(claims, Date.now() - ageSec * 1000, claims.sessionId ?? undefined);
}
