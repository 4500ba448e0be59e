// ThingsBoard 3.3.4's own demo data, as copied unchanged into tests/fixtures/ (see its README) so the
// suite runs from a clean clone without ../shared beside it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../server/config';

const FIXTURES = path.join(REPO_ROOT, 'tests', 'fixtures');

/** The files of one folder of the reference data (dashboards, rule_chains), parsed, by file name. */
export function referenceFiles(folder: 'dashboards' | 'rule_chains'): Array<[name: string, json: Record<string, any>]> {
    const dir = path.join(FIXTURES, folder);
    return readdirSync(dir)
        .filter(name => name.endsWith('.json'))
        .sort()
        .map(name => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]);
}
