import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../routes/console';
import { decodedPath } from '../http/matchedRoute';

/** A Content-Security-Policy as directive → sources; written out in this order. */
type Policy = Record<string, string[]>;

const policyText = (policy: Policy) =>
    Object.entries(policy)
        .map(([directive, sources]) => [directive, ...sources].join(' '))
        .join('; ');

/**
 * How much script the console's pages may run. Never inline script: nothing of the console needs it
 * (custom widget types run in frames of their own page, WIDGET_FRAME_POLICY), so markup that slips
 * past a sanitizer cannot run.
 * - strict (the default): the console's own files only, no eval. What compiles code does so elsewhere
 *   (custom widget types in WIDGET_FRAME_POLICY's page, data key functions and the JS function
 *   editors' check in workers, WORKER_POLICY); the JSON schema forms validate with an interpreting
 *   validator (src/components/schemaForms).
 * - compatible: the console's own files, and eval: an escape hatch for an installation whose own
 *   additions to the console compile code in the page.
 */
export type ScriptPolicy = 'strict' | 'compatible';

const SCRIPT_SOURCES: Record<ScriptPolicy, string[]> = {
    strict: ["'self'"],
    compatible: ["'self'", "'unsafe-eval'"],
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

/**
 * The page custom widget types run in (public/widget-frame.html, framed by CustomWidgetFrame): their
 * controller scripts are compiled with `new Function`, their runtime is inline, and their resources
 * (ThingsBoard's widget libraries, stylesheets, fonts) often come from CDNs. `sandbox` gives the page
 * an opaque origin however it is opened, so none of this reaches the console's tokens, storage or DOM.
 * Any page may be among its ancestors, because embedded dashboards (frame-ancestors *) show custom
 * widgets too; the page itself takes its document only from a parent of the console's origin.
 */
const WIDGET_FRAME_POLICY: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https:'],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ['*'],
    sandbox: ['allow-scripts'],
};

export const WIDGET_FRAME_PATH = '/widget-frame.html';

/** API answers are data, never a document: nothing loads from them and nobody frames them. */
const API_POLICY: Policy = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Dashboards open inside other pages: the mobile app and sites embed /dashboard/{id} and
 * /dashboards/{id} (public dashboards too). Every other page may be framed only by the console itself.
 */
const isEmbeddablePage = (path: string) => /^\/dashboards?\/[^/]+/.test(path);

/** Vite names a worker's bundle after its source file: `x.worker.ts` → /assets/x.worker-<hash>.js. */
const isWorkerScript = (path: string) => /^\/assets\/[^/]+\.worker-[\w-]+\.js$/.test(path);

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
    if (path === WIDGET_FRAME_PATH) return { ...headers, 'Content-Security-Policy': policyText(WIDGET_FRAME_POLICY) };
    if (!contentType?.startsWith('text/html')) return headers;
    if (isEmbeddablePage(path)) return { ...headers, 'Content-Security-Policy': policyText(consolePolicy(scripts, ['*'])) };
    return { ...headers, 'Content-Security-Policy': policyText(consolePolicy(scripts, ["'self'"])), 'X-Frame-Options': 'SAMEORIGIN' };
}

/**
 * Whose answers get the headers: `all` when this server answers the API too; `console` in front of a
 * real ThingsBoard (API_URL), whose API answers keep the headers ThingsBoard chose.
 */
export type HeaderScope = 'all' | 'console';

/** Adds the security headers to the app's answers: console files, and API answers unless proxied. */
export function installSecurityHeaders(app: FastifyInstance, scripts: ScriptPolicy, scope: HeaderScope = 'all'): void {
    app.addHook('onSend', async (request, reply, payload) => {
        // The path as the router and the static files read it: `/%61pi/…` is an API answer too.
        const path = decodedPath(request.url);
        if (scope === 'console' && isApiPath(path)) return payload;
        const contentType = reply.getHeader('content-type');
        const headers = securityHeadersFor(path, typeof contentType === 'string' ? contentType : undefined, scripts);
        for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
        return payload;
    });
}

/** CONSOLE_SCRIPT_POLICY=strict|compatible, strict when unset. */
export function scriptPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): ScriptPolicy {
    const value = env.CONSOLE_SCRIPT_POLICY ?? 'strict';
    if (value !== 'strict' && value !== 'compatible') throw new Error(`CONSOLE_SCRIPT_POLICY is "strict" or "compatible", got "${value}"`);
    return value;
}
