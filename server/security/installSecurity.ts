import type { FastifyInstance } from 'fastify';
import { authRateLimitsFromEnv, installAuthRateLimits, type AuthRateLimits } from './authRateLimits';
import { installSecurityHeaders } from './securityHeaders';

/** Rate limits on sign-in and the no-auth flows, and security headers on every answer. */
export function installSecurity(app: FastifyInstance, limits: AuthRateLimits = authRateLimitsFromEnv()): void {
    installAuthRateLimits(app, limits);
    installSecurityHeaders(app);
}
