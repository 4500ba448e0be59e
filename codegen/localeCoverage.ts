// The per-language coverage table `npm run locales:report` opens with: how much of en_US (and of
// react-admin's ra.* strings) each language has, and what the completeness test would say about it.
import { COMPLETE_LANGUAGES, SAME_AS_ENGLISH } from '../shared/i18n/completeLanguages';
import { checkLocaleFile, type ProblemKind } from '../shared/i18n/localeChecks';
import { readLocaleFiles } from '../shared/i18n/localeFiles';
import { flattenKeys } from '../shared/i18n/localeReport';
import { LANGUAGE_CODES, type LanguageCode } from '../shared/i18n/languages';

export interface LanguageCoverage {
  language: LanguageCode;
  /** Files of en_US the language has. */
  files: number;
  /** Texts present and not left in English. */
  translated: number;
  /** Problems other than missing texts: placeholders, tags, plural forms, English left, extra keys. */
  problems: number;
  /** Listed in shared/i18n/completeLanguages.ts, so the test holds it to every rule. */
  enforced: boolean;
}

export interface CoverageTable {
  totalFiles: number;
  totalTexts: number;
  languages: LanguageCoverage[];
}

export function buildCoverageTable(localesDir: string): CoverageTable {
  const locales = readLocaleFiles(localesDir);
  const totalTexts = locales.files.reduce((sum, file) => sum + flattenKeys(locales.english(file)).length, 0);
  const languages = LANGUAGE_CODES.filter((code) => code !== 'en_US').map((language) => {
    const same = new Set(SAME_AS_ENGLISH[language] ?? []);
    let files = 0;
    const counts: Partial<Record<ProblemKind, number>> = {};
    for (const file of locales.files) {
      const translated = locales.translated(language, file);
      if (translated) files += 1;
      for (const { kind } of checkLocaleFile(locales.english(file), translated, language, same)) counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const untranslated = (counts.missing ?? 0) + (counts.english ?? 0);
    const problems = Object.entries(counts).reduce((sum, [kind, n]) => (kind === 'missing' ? sum : sum + n), 0);
    return { language, files, translated: totalTexts - untranslated, problems, enforced: COMPLETE_LANGUAGES.includes(language) };
  });
  return { totalFiles: locales.files.length, totalTexts, languages };
}

export function formatCoverageTable({ totalFiles, totalTexts, languages }: CoverageTable): string {
  const rows = languages.map(({ language, files, translated, problems, enforced }) =>
    [language, `${files}/${totalFiles}`, `${translated}/${totalTexts}`, `${((100 * translated) / totalTexts).toFixed(1)} %`, String(problems), enforced ? 'yes' : 'no'],
  );
  const header = ['language', 'files', 'texts', 'coverage', 'problems', 'enforced'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
