// The translators' to-do list: for every language and every file of locales/en_US/, the keys that
// language still lacks. The same comparison the console's locale test runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../shared/i18n/languages';
import { flattenKeys, localeReport } from '../shared/i18n/localeReport';
import type { Messages } from '../shared/i18n/messages';

const readJson = (file: string): Messages | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : undefined;

export interface FileReport {
  file: string;
  total: number;
  /** Missing keys per language; languages with none are left out. */
  missing: Record<string, string[]>;
}

export function buildLocaleReport(localesDir: string): FileReport[] {
  const files = readdirSync(join(localesDir, 'en_US')).filter((name) => name.endsWith('.json')).sort();
  return files.map((file) => {
    const english = readJson(join(localesDir, 'en_US', file))!;
    const others = Object.fromEntries(
      LANGUAGE_CODES.filter((code) => code !== 'en_US').map((code) => [code, readJson(join(localesDir, code, file))]),
    );
    const missing = Object.fromEntries(
      localeReport(english, others)
        .filter((gaps) => gaps.missing.length > 0)
        .map((gaps) => [gaps.locale, gaps.missing]),
    );
    return { file, total: flattenKeys(english).length, missing };
  });
}

export function formatFileReports(reports: FileReport[]): string {
  return reports
    .map(({ file, total, missing }) => {
      const languages = Object.entries(missing);
      if (languages.length === 0) return `${file}: complete in every language (${total} keys)`;
      const lines = languages.map(([locale, keys]) =>
        keys.length === total ? `  ${locale}: not translated (${total} keys)` : `  ${locale}: lacks ${keys.join(', ')}`,
      );
      return [`${file}: ${total} keys`, ...lines].join('\n');
    })
    .join('\n');
}
