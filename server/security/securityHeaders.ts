import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../routes/console';

/** A Content-Security-Policy as directive → sources; written out in this order. */
type Policy = Record<string, string[]>;

const policyText = (policy: Policy) =>
    Object.entries(policy)
        .map(([directive, sources]) => [directive, ...sources].join(' '))
        .join('; ');

/**
 * How much script the console's pages may run.
 * - strict: only the console's own files; no inline script, no eval. Markup that slips into a page
 *   cannot run even if a sanitizer misses it.
 * - compatible (the default): also inline script and eval, because custom widget types run in
 *   sandboxed srcdoc frames (an srcdoc frame inherits its page's policy: the frame's inline runtime
 *   and `new Function(controllerScript)` need both, and their resources come from CDNs) and the JS
 *   function editors compile the body in the page to check it. `strict` becomes the default once
 *   those move to documents of their own.
 */
export type ScriptPolicy = 'strict' | 'compatible';

const SCRIPT_SOURCES: Record<ScriptPolicy, string[]> = {
    strict: ["'self'"],
    compatible: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https:'],
};

/**
 * The console's pages. Styles may be inline (MUI's emotion writes <style> elements; cards scope
 * their CSS the same way) or come from CDNs (widget resources). Images come from anywhere: widget
 * images, map tiles.
 */
const consolePolicy = (scripts: ScriptPolicy, frameAncestors: string[]): Policy => ({
    'default-src': ["'self'"],
    'script-src': SCRIPT_SOURCES[scripts],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the telemetry WebSocket on the same host.
    'connect-src': ["'self'"],
    // Monaco's and the data key sandbox's workers are the console's own files.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
});

/**
 * Worker scripts get their own policy from their response. The data key sandbox compiles the
 * dashboard's data functions there, away from the page's DOM and tokens: the one place eval is allowed.
 */
const WORKER_POLICY: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'connect-src': ["'self'"],
};

/** API answers are data, never a document: nothing loads from them and nobody frames them. */
const API_POLICY: Policy = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Dashboards open inside other pages: the mobile app and sites embed /dashboard/{id} and
 * /dashboards/{id} (public dashboards too). Every other page may be framed only by the console itself.
 */
const isEmbeddablePage = (path: string) => /^\/dashboards?\/[^/]+/.test(path);

const isWorkerScript = (path: string) => /^\/assets\/[^/]*worker[^/]*\.js$/i.test(path);

export interface SecurityHeaders {
    [name: string]: string;
}

/** The headers every answer carries, chosen by its path and content type. */
export function securityHeadersFor(url: string, contentType: string | undefined, scripts: ScriptPolicy): SecurityHeaders {
    const path = url.split('?')[0] ?? url;
    const headers: SecurityHeaders = {
        'X-Content-Type-Options': 'nosniff',
        // Tile servers and linked sites see the origin only, never a page path with ids or tokens.
        'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (isApiPath(path)) return { ...headers, 'Content-Security-Policy': policyText(API_POLICY), 'X-Frame-Options': 'DENY' };
    if (isWorkerScript(path)) return { ...headers, 'Content-Security-Policy': policyText(WORKER_POLICY) };
    if (!contentType?.startsWith('text/html')) return headers;
    if (isEmbeddablePage(path)) return { ...headers, 'Content-Security-Policy': policyText(consolePolicy(scripts, ['*'])) };
    return { ...headers, 'Content-Security-Policy': policyText(consolePolicy(scripts, ["'self'"])), 'X-Frame-Options': 'SAMEORIGIN' };
}

/** Adds the security headers to every answer of the app, console files and API alike. */
export function installSecurityHeaders(app: FastifyInstance, scripts: ScriptPolicy): void {
    app.addHook('onSend', async (request, reply, payload) => {
        const contentType = reply.getHeader('content-type');
        const headers = securityHeadersFor(request.url, typeof contentType === 'string' ? contentType : undefined, scripts);
        for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
        return payload;
    });
}

/** CONSOLE_SCRIPT_POLICY=strict|compatible. */
export function scriptPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): ScriptPolicy {
    const value = env.CONSOLE_SCRIPT_POLICY ?? 'compatible';
    if (value !== 'strict' && value !== 'compatible') throw new Error(`CONSOLE_SCRIPT_POLICY is "strict" or "compatible", got "${value}"`);
    return value;
}
