import { describe, expect, it } from 'vitest';
import { scriptPolicyFromEnv, securityHeadersFor } from './securityHeaders';

const directives = (csp: string | undefined) => new Map((csp ?? '').split('; ').map(part => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('security headers', () => {
    it('gives console pages a strict script policy without eval or inline script, framed only by the console', () => {
        const headers = securityHeadersFor('/devices/123?x=1', 'text/html; charset=UTF-8', 'strict');
        const csp = directives(headers['Content-Security-Policy']);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
        expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
        expect(headers['X-Content-Type-Options']).toBe('nosniff');
    });

    it('allows eval but never inline script in the compatible policy (the escape hatch), keeping the rest', () => {
        const csp = directives(securityHeadersFor('/home', 'text/html', 'compatible')['Content-Security-Policy']);
        expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
        expect([csp.get('object-src'), csp.get('base-uri'), csp.get('connect-src')]).toEqual([["'none'"], ["'self'"], ["'self'"]]);
    });

    it('reads the script policy from CONSOLE_SCRIPT_POLICY, strict when unset', () => {
        expect(scriptPolicyFromEnv({})).toBe('strict');
        expect(scriptPolicyFromEnv({ CONSOLE_SCRIPT_POLICY: 'compatible' })).toBe('compatible');
        expect(scriptPolicyFromEnv({ CONSOLE_SCRIPT_POLICY: 'strict' })).toBe('strict');
        expect(() => scriptPolicyFromEnv({ CONSOLE_SCRIPT_POLICY: 'lax' })).toThrow(/strict/);
    });

    it('lets any site or the mobile app frame a dashboard page', () => {
        for (const path of ['/dashboard/abc', '/dashboards/abc?publicId=x', '/dashboards/abc/state']) {
            const headers = securityHeadersFor(path, 'text/html', 'strict');
            expect(directives(headers['Content-Security-Policy']).get('frame-ancestors')).toEqual(['*']);
            expect(headers['X-Frame-Options']).toBeUndefined();
        }
        // The list of dashboards is an ordinary console page.
        expect(securityHeadersFor('/dashboards', 'text/html', 'strict')['X-Frame-Options']).toBe('SAMEORIGIN');
    });

    it('allows eval only in worker scripts, where the data key sandbox and the JS function check compile user functions', () => {
        expect(directives(securityHeadersFor('/assets/dataKeySandbox.worker-COLTmCht.js', 'text/javascript', 'strict')['Content-Security-Policy']).get('script-src')).toContain("'unsafe-eval'");
        expect(directives(securityHeadersFor('/assets/jsFunctionCheck.worker-C6ynaRyE.js', 'text/javascript', 'strict')['Content-Security-Policy']).get('script-src')).toContain("'unsafe-eval'");
        expect(securityHeadersFor('/assets/index-UCPIADUd.js', 'text/javascript', 'strict')['Content-Security-Policy']).toBeUndefined();
        // A page chunk whose name merely contains 'worker' is not a worker.
        expect(securityHeadersFor('/assets/workers-sCGUMRR8.js', 'text/javascript', 'strict')['Content-Security-Policy']).toBeUndefined();
    });

    it("gives the custom widget frame's page eval, inline script and https: resources, always sandboxed, inside embedded dashboards too", () => {
        for (const scripts of ['strict', 'compatible'] as const) {
            const headers = securityHeadersFor('/widget-frame.html', 'text/html; charset=UTF-8', scripts);
            const csp = directives(headers['Content-Security-Policy']);
            expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https:']);
            expect(csp.get('sandbox')).toEqual(['allow-scripts']);
            // Its ancestors are those of the dashboard it is on, which other sites may embed.
            expect(csp.get('frame-ancestors')).toEqual(['*']);
            expect([csp.get('object-src'), csp.get('connect-src')]).toEqual([["'none'"], ["'self'"]]);
            expect(headers['X-Frame-Options']).toBeUndefined();
        }
        // Any other page keeps the console's policy.
        expect(directives(securityHeadersFor('/widget-frame', 'text/html', 'strict')['Content-Security-Policy']).get('script-src')).toEqual(["'self'"]);
    });

    it('forbids API answers from loading anything or being framed', () => {
        const headers = securityHeadersFor('/api/device/1', 'application/json', 'strict');
        expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    });
});
