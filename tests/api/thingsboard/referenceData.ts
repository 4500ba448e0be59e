// ThingsBoard 3.3.4's own demo data, kept beside the project (../shared/reference/thingsboard-data/):
// found by walking up from the repository, so worktrees nested deeper find it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../server/config';

function referenceDir(): string {
    for (let dir = path.dirname(REPO_ROOT); ; dir = path.dirname(dir)) {
        const candidate = path.join(dir, 'shared', 'reference', 'thingsboard-data');
        if (existsSync(candidate)) return candidate;
        if (path.dirname(dir) === dir) throw new Error(`ThingsBoard's reference data (shared/reference/thingsboard-data) is not beside ${REPO_ROOT}`);
    }
}

/** The files of one folder of the reference data (dashboards, rule_chains), parsed, by file name. */
export function referenceFiles(folder: string): Array<[name: string, json: Record<string, any>]> {
    const dir = path.join(referenceDir(), folder);
    return readdirSync(dir)
        .filter(name => name.endsWith('.json'))
        .sort()
        .map(name => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]);
}
