/**
 * Every e2e test fails on an error toast, a failed request, an uncaught page error or a console
 * error that it did not expect (issues #21, #23): a person would have seen the red toast, or the
 * console would have missed data or broken half-way. Each browser
 * context is watched from its first request (onEveryContext); the e2e setup file checks after each
 * test, and after each file for what came between tests.
 *
 * A test that provokes one on purpose says so, before or after provoking it:
 *
 *     expectFailedRequest({ method: 'POST', path: '/api/auth/login', status: 401 });
 *     expectErrorToast('Invalid username or password');
 *     expectPageError(/ResizeObserver/);   expectConsoleError('Refused to evaluate');
 *
 * What a test expects must happen in that test (else it fails too, so no expectation outlives
 * the problem it was written for); one declared outside any test (in beforeAll) covers the whole file.
 */
import type { BrowserContext } from 'playwright-core';
import { onEveryContext } from '../../support/browser';

/** The console's toasts (src/components/toast/ToastHost.tsx) carry their kind. */
const ERROR_TOAST = '[role="alert"][data-kind="error"]';
const BINDING = '__thingdeckE2eProblem';
/** How long an expected problem that has not come yet may still take to come, once the test is done. */
const EXPECTED_LATE_MS = 5_000;

export type Problem =
    | { kind: 'response'; method: string; url: string; status: number }
    | { kind: 'request failed'; method: string; url: string; error: string }
    | { kind: 'error toast'; url: string; text: string }
    | { kind: 'page error'; url: string; text: string }
    | { kind: 'console error'; url: string; text: string };

export interface ExpectedRequest {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** The exact path (no query), or a pattern tested against path and query. */
    path: string | RegExp;
    /** An HTTP status >= 400; left out, any status and also a request that got no answer. */
    status?: number;
}

interface Expectation {
    describe: string;
    matches(problem: Problem): boolean;
    seen: boolean;
    scope: 'test' | 'file';
    /** False for a problem the test allows but does not need (one whose coming depends on timing). */
    required: boolean;
}

let problems: Problem[] = [];
let expectations: Expectation[] = [];
let inTest = false;
let arrived: (() => void) | null = null;

const record = (problem: Problem) => {
    const expected = expectations.filter(expectation => expectation.matches(problem));
    for (const expectation of expected) expectation.seen = true;
    if (expected.length === 0) problems.push(problem);
    arrived?.();
};

const describeProblem = (problem: Problem) => {
    switch (problem.kind) {
        case 'response':
            return `${problem.method} ${problem.url} answered ${problem.status}`;
        case 'request failed':
            return `${problem.method} ${problem.url} failed: ${problem.error}`;
        case 'error toast':
            return `error toast "${problem.text}" on ${problem.url}`;
        case 'page error':
            return `uncaught error "${problem.text}" on ${problem.url}`;
        case 'console error':
            return `console error "${problem.text}" on ${problem.url}`;
    }
};

/** Only our own servers' answers count (tests run them on loopback); the page itself reports toasts. */
const isOurs = (url: string) => {
    try {
        const { protocol, hostname } = new URL(url);
        return (protocol === 'http:' || protocol === 'ws:') && (hostname === '127.0.0.1' || hostname === 'localhost');
    } catch {
        return false;
    }
};

/**
 * Runs in every page before its own scripts: reports each error toast as it appears. Plain
 * JavaScript text: a function would be serialised as the test transform left it (with helpers
 * such as esbuild's __name that the page does not have).
 */
const watchToasts = `(() => {
    if (window.top !== window) return;
    const selector = ${JSON.stringify(ERROR_TOAST)};
    const reported = new WeakSet();
    const report = element => {
        if (reported.has(element)) return;
        reported.add(element);
        window[${JSON.stringify(BINDING)}]((element.textContent || '').trim());
    };
    new MutationObserver(mutations => {
        for (const mutation of mutations) {
            const nodes = mutation.type === 'attributes' ? [mutation.target] : [...mutation.addedNodes];
            for (const node of nodes) {
                if (!(node instanceof Element)) continue;
                if (node.matches(selector)) report(node);
                node.querySelectorAll(selector).forEach(report);
            }
        }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-kind'] });
})();`;

const watchContext = async (context: BrowserContext) => {
    context.on('response', response => {
        if (response.status() >= 400 && isOurs(response.url())) {
            record({ kind: 'response', method: response.request().method(), url: response.url(), status: response.status() });
        }
    });
    context.on('requestfailed', request => {
        const error = request.failure()?.errorText ?? 'no answer';
        // Aborted: the page left, or the console cancelled a call it no longer needs.
        if (error === 'net::ERR_ABORTED' || !isOurs(request.url())) return;
        record({ kind: 'request failed', method: request.method(), url: request.url(), error });
    });
    context.on('weberror', webError => {
        const error = webError.error();
        record({ kind: 'page error', url: webError.page()?.url() ?? '', text: `${error.name}: ${error.message}` });
    });
    context.on('console', message => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser's own line for a failed request: the request itself is noted (or declared) above.
        if (text.startsWith('Failed to load resource:')) return;
        record({ kind: 'console error', url: message.page()?.url() ?? message.location().url, text });
    });
    await context.exposeBinding(BINDING, ({ page }, text: string) => {
        record({ kind: 'error toast', url: page?.url() ?? '', text });
    });
    await context.addInitScript(watchToasts);
};
onEveryContext(watchContext);

const declare = (describe: string, matches: (problem: Problem) => boolean, required = true) => {
    const expectation: Expectation = { describe, matches, seen: false, scope: inTest ? 'test' : 'file', required };
    expectations.push(expectation);
    // Already there (declared after the fact): no longer unexpected.
    const before = problems.length;
    problems = problems.filter(problem => !matches(problem));
    if (problems.length < before) expectation.seen = true;
};

/** This test (or file, outside a test) makes a request fail on purpose. */
export const expectFailedRequest = ({ method, path, status }: ExpectedRequest) => {
    const pathMatches = (url: string) => {
        const { pathname, search } = new URL(url);
        return typeof path === 'string' ? pathname === path : path.test(pathname + search);
    };
    declare(`${method ?? 'any method'} ${String(path)} ${status ?? 'failing'}`, problem => {
        if (problem.kind !== 'response' && problem.kind !== 'request failed') return false;
        if (method && problem.method !== method) return false;
        if (!pathMatches(problem.url)) return false;
        return status === undefined || (problem.kind === 'response' && problem.status === status);
    });
};

const textMatches = (text: string | RegExp, actual: string) => (typeof text === 'string' ? actual.includes(text) : text.test(actual));

/** This test (or file, outside a test) shows an error toast on purpose: its text contains `text` or matches it. */
export const expectErrorToast = (text: string | RegExp) => {
    declare(`error toast ${String(text)}`, problem =>
        problem.kind === 'error toast' && textMatches(text, problem.text)
    );
};

/**
 * This test (or file, outside a test) may show an error toast whose coming depends on timing, not on
 * what it checks: a critical alarm raised through the API toasts only if the page's alarm subscription
 * is already live. Allowed, but not required to come.
 */
export const allowErrorToast = (text: string | RegExp) => {
    declare(`error toast ${String(text)}`, problem => problem.kind === 'error toast' && textMatches(text, problem.text), false);
};

/** This test (or file, outside a test) makes the page throw on purpose: the error's "Name: message" contains `text` or matches it. */
export const expectPageError = (text: string | RegExp) => {
    declare(`uncaught error ${String(text)}`, problem => problem.kind === 'page error' && textMatches(text, problem.text));
};

/** This test (or file, outside a test) makes the page log an error on purpose (a refused script, a closed socket). */
export const expectConsoleError = (text: string | RegExp) => {
    declare(`console error ${String(text)}`, problem => problem.kind === 'console error' && textMatches(text, problem.text));
};

/** Waits, up to EXPECTED_LATE_MS, for the expectations not met yet: a toast may come after the test's last step. */
const awaitExpected = async (scope: Expectation['scope']) => {
    const deadline = Date.now() + EXPECTED_LATE_MS;
    const missing = () => expectations.filter(expectation => expectation.scope === scope && expectation.required && !expectation.seen);
    while (missing().length > 0 && Date.now() < deadline) {
        await new Promise<void>(resolve => {
            const timer = setTimeout(resolve, deadline - Date.now());
            arrived = () => {
                clearTimeout(timer);
                resolve();
            };
        });
        arrived = null;
    }
    return missing();
};

const verdict = (missing: Expectation[], where: string) => {
    const unexpected = problems;
    problems = [];
    const lines = [
        ...unexpected.map(problem => `unexpected ${describeProblem(problem)}`),
        ...missing.map(expectation => `expected ${expectation.describe}, which never happened`),
    ];
    if (lines.length > 0) {
        throw new Error(
            `${where}:\n  ${lines.join('\n  ')}\n` +
                '(a test that provokes one on purpose declares it with expectFailedRequest, expectErrorToast, ' +
                'expectPageError or expectConsoleError from tests/e2e/support/problems.ts)'
        );
    }
};

/** Called by the e2e setup file around each test and after each file; read by the watch's own test. */
export const problemWatch = {
    /** What came so far that nobody declared. */
    unexpected: (): readonly Problem[] => [...problems],
    /** Hands over what came so far that nobody declared, and forgets it (the watch's own test). */
    takeUnexpected(): Problem[] {
        const taken = problems;
        problems = [];
        return taken;
    },
    testStarted() {
        inTest = true;
    },
    async testFinished() {
        inTest = false;
        const missing = await awaitExpected('test');
        expectations = expectations.filter(expectation => expectation.scope === 'file');
        verdict(missing, 'the page had problems the test did not expect');
    },
    async fileFinished() {
        const missing = await awaitExpected('file');
        expectations = [];
        verdict(missing, 'problems outside the tests of this file (in beforeAll or between tests)');
    },
};
