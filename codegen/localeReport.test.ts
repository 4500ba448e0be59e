import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLocaleReport, formatFileReports } from './localeReport';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const write = (root: string, locale: string, file: string, messages: object) => {
  mkdirSync(join(root, locale), { recursive: true });
  writeFileSync(join(root, locale, file), JSON.stringify(messages));
};

describe('locale report', () => {
  it('lists per file and language the keys that are still missing', () => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    write(dir, 'en_US', 'common.json', { login: { login: 'Login', password: 'Password' } });
    write(dir, 'en_US', 'devices.json', { resources: { devices: { name: 'Device' } } });
    write(dir, 'de_DE', 'common.json', { login: { login: 'Anmelden' } });
    const reports = buildLocaleReport(dir);
    expect(reports.map((r) => [r.file, r.total])).toEqual([['common.json', 2], ['devices.json', 1]]);
    expect(reports[0]!.missing.de_DE).toEqual(['login.password']);
    expect(reports[1]!.missing.de_DE).toEqual(['resources.devices.name']);
    expect(reports[0]!.missing.fr_FR).toEqual(['login.login', 'login.password']);
    const text = formatFileReports(reports);
    expect(text).toContain('de_DE: lacks login.password');
    expect(text).toContain('fr_FR: not translated (2 keys)');
  });
});
