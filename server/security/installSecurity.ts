import type { FastifyInstance } from 'fastify';
import { authRateLimitsFromEnv, installAuthRateLimits, type AuthRateLimits } from './authRateLimits';
import { installSecurityHeaders, scriptPolicyFromEnv, type ScriptPolicy } from './securityHeaders';
import { installUploadLimits } from './uploadLimits';

export interface SecuritySettings {
    rateLimits: AuthRateLimits;
    scripts: ScriptPolicy;
}

/** The settings from the environment (RATE_LIMIT_SIGN_IN, RATE_LIMIT_NOAUTH, CONSOLE_SCRIPT_POLICY). */
export const securitySettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): SecuritySettings => ({
    rateLimits: authRateLimitsFromEnv(env),
    scripts: scriptPolicyFromEnv(env),
});

/** Rate limits on sign-in and the no-auth flows, upload limits, and security headers on every answer. */
export function installSecurity(app: FastifyInstance, settings: SecuritySettings = securitySettingsFromEnv()): void {
    installAuthRateLimits(app, settings.rateLimits);
    installUploadLimits(app);
    installSecurityHeaders(app, settings.scripts);
}
