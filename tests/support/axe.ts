import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level issue #13 asks for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlyArray<string | null | undefined> = ['serious', 'critical'];
/** Enough offending elements to find the component; the rest are usually its repetitions. */
const TARGETS_SHOWN = 3;

export interface AxeFinding {
    rule: string;
    impact: string;
    help: string;
    targets: string[];
    /** The first offending element's opening markup. */
    html: string;
    /** What axe found wrong with it (for contrast: both colours and the ratio). */
    summary: string;
}

/**
 * Runs axe-core (from node_modules, evaluated in the page: nothing comes from a CDN) on what the
 * page shows now and returns its serious and critical violations.
 */
export const seriousViolations = async (page: Page): Promise<AxeFinding[]> => {
    const injected = await page.evaluate(() => 'axe' in window);
    // Evaluated rather than added as a script tag: the console's CSP forbids inline scripts.
    if (!injected) await page.evaluate(axe.source);
    const results = await page.evaluate(
        tags => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
        WCAG_TAGS
    );
    return results.violations
        .filter(violation => BLOCKING_IMPACTS.includes(violation.impact))
        .map(violation => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            targets: violation.nodes.map(node => node.target.join(' ')),
            html: violation.nodes[0]?.html.slice(0, 200) ?? '',
            summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        }));
};

/** Per violation: where, rule id, impact and help, then a few offending elements. */
export const describeFindings = (where: string, findings: AxeFinding[]): string =>
    findings
        .map(finding => {
            const more = finding.targets.length - TARGETS_SHOWN;
            const targets = finding.targets.slice(0, TARGETS_SHOWN).concat(more > 0 ? [`… and ${more} more`] : []);
            return [`${where}: ${finding.rule} (${finding.impact}) ${finding.help}`, `    ${finding.html}`, `    ${finding.summary}`, ...targets.map(target => `    at ${target}`)].join('\n');
        })
        .join('\n');
