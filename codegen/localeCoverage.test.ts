import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES } from '../shared/i18n/completeLanguages';
import { buildCoverageTable, formatCoverageTable } from './localeCoverage';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const write = (root: string, locale: string, file: string, messages: object) => {
  mkdirSync(join(root, locale), { recursive: true });
  writeFileSync(join(root, locale, file), JSON.stringify(messages));
};

describe('locale coverage table', () => {
  it('counts per language the texts it has in its own words, and its problems', () => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    write(dir, 'en_US', 'devices.json', { devices: { name: 'Device name', label: 'Label', count: '%{smart_count} device |||| %{smart_count} devices' } });
    write(dir, 'it_IT', 'devices.json', { devices: { name: 'Device name', label: 'Etichetta', count: '%{smart_count} dispositivi' } });
    const table = buildCoverageTable(dir);
    const italian = table.languages.find((row) => row.language === 'it_IT')!;
    expect(table.totalTexts).toBe(3);
    // 'Device name' is still English, and the count lacks its singular form. "Enforced" follows the real list.
    const enforced = COMPLETE_LANGUAGES.includes('it_IT');
    expect(italian).toMatchObject({ files: 1, translated: 2, problems: 2, enforced });
    expect(table.languages.find((row) => row.language === 'ko_KR')).toMatchObject({ files: 0, translated: 0 });
    expect(formatCoverageTable(table)).toMatch(new RegExp(`\\| it_IT +\\| 1/1 +\\| 2/3 +\\| 66\\.7 % +\\| 2 +\\| ${enforced ? 'yes' : 'no'} +\\|`));
  });
});
