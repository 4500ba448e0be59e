// CLI: `npx tsx codegen/index.ts` regenerates shared/generated/ and src/generated/ from schemas/openapi.yaml and
// schemas/documents/; `--check` regenerates in memory and fails if a committed file is stale; `--locales` prints, per
// language, the keys of locales/en_US it still lacks.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { OPENAPI_PATH, type OpenApiDocument } from './openapiDocument';
import { withRegistryContract } from './registryContract';
import { buildSharedOperations, renderOperationsModule } from './operations';
import { renderApiTypesModule } from './openapiTypes';
import { renderDocumentTypesModule } from './documentTypes';
import { renderApiDocsJson } from './apiDocsJson';
import { buildCoverageTable, formatCoverageTable } from './localeCoverage';
import { buildLocaleReport, formatFileReports } from './localeReport';
import {
  loadRegistrySources,
  renderHelpFilesModule,
  renderRegistryIconsModule,
  renderRegistryModule,
  renderRegistryNamesModule,
} from './registry';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_TYPES_PATH = fileURLToPath(new URL('../shared/generated/api.gen.ts', import.meta.url));
const OPERATIONS_PATH = fileURLToPath(new URL('../shared/generated/operations.gen.ts', import.meta.url));
const DASHBOARD_SCHEMA_PATH = fileURLToPath(new URL('../schemas/documents/dashboard-configuration.json', import.meta.url));
const DASHBOARD_TYPES_PATH = fileURLToPath(new URL('../src/generated/dashboard.gen.ts', import.meta.url));
const PROFILE_DATA_SCHEMA_PATH = fileURLToPath(new URL('../schemas/documents/device-profile-data.json', import.meta.url));
const PROFILE_DATA_TYPES_PATH = fileURLToPath(new URL('../shared/generated/deviceProfileData.gen.ts', import.meta.url));
const API_DOCS_PATH = fileURLToPath(new URL('../src/generated/openapi.gen.json', import.meta.url));
const RESOURCES_DIR = fileURLToPath(new URL('../resources', import.meta.url));
const REGISTRY_PATH = fileURLToPath(new URL('../resources/registry.gen.ts', import.meta.url));
const REGISTRY_NAMES_PATH = fileURLToPath(new URL('../resources/kernel/registryNames.gen.ts', import.meta.url));
const REGISTRY_ICONS_PATH = fileURLToPath(new URL('../src/generated/registryIcons.gen.ts', import.meta.url));
const HELP_FOLDER = fileURLToPath(new URL('../public/help/en_US', import.meta.url));
const HELP_FILES_PATH = fileURLToPath(new URL('../src/generated/helpFiles.gen.ts', import.meta.url));

export interface GeneratedFile {
  path: string;
  contents: string;
}

export async function generateFiles(openApiPath: string = OPENAPI_PATH): Promise<GeneratedFile[]> {
  const sources = await loadRegistrySources(RESOURCES_DIR);
  // The contract with its registry regions rewritten; everything below is built from this text.
  const contract = withRegistryContract(readFileSync(openApiPath, 'utf8'), sources.map(({ resource }) => resource));
  const document = parse(contract) as OpenApiDocument;
  const componentNames = Object.keys(document.components.schemas);
  return [
    { path: openApiPath, contents: contract },
    { path: REGISTRY_PATH, contents: renderRegistryModule(sources) },
    { path: REGISTRY_NAMES_PATH, contents: renderRegistryNamesModule(sources) },
    { path: REGISTRY_ICONS_PATH, contents: renderRegistryIconsModule(sources, (component) => existsSync(resolve(REPO_ROOT, 'node_modules/@mui/icons-material', `${component}.js`))) },
    { path: HELP_FILES_PATH, contents: renderHelpFilesModule(HELP_FOLDER) },
    { path: API_TYPES_PATH, contents: await renderApiTypesModule(contract, componentNames) },
    { path: OPERATIONS_PATH, contents: renderOperationsModule(...sharedOperations(document)) },
    {
      path: DASHBOARD_TYPES_PATH,
      contents: await renderDocumentTypesModule(DASHBOARD_SCHEMA_PATH, 'DashboardConfiguration', 'schemas/documents/dashboard-configuration.json'),
    },
    {
      // Both sides' alarm-rule and transport types: the server validates profiles against the same document.
      path: PROFILE_DATA_TYPES_PATH,
      contents: await renderDocumentTypesModule(PROFILE_DATA_SCHEMA_PATH, 'DeviceProfileData', 'schemas/documents/device-profile-data.json', { defaultsOptional: true }),
    },
    { path: API_DOCS_PATH, contents: renderApiDocsJson(document) },
  ];
}

const sharedOperations = (document: OpenApiDocument) => {
  const { table, schemas } = buildSharedOperations(document);
  return [table, schemas] as const;
};

/** Files whose committed contents differ from what the generator produces now. */
export function findStaleFiles(files: GeneratedFile[]): string[] {
  return files
    .filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.contents)
    .map((file) => relative(REPO_ROOT, file.path));
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--locales')) {
    const localesDir = resolve(REPO_ROOT, 'locales');
    console.log(`${formatCoverageTable(buildCoverageTable(localesDir))}\n\n${formatFileReports(buildLocaleReport(localesDir))}`);
    return 0;
  }
  const files = await generateFiles();
  if (args.includes('--check')) {
    const stale = findStaleFiles(files);
    if (stale.length > 0) {
      for (const path of stale) console.error(`codegen: ${path} is stale; run \`npm run codegen\``);
      return 1;
    }
    console.log('codegen: up to date');
    return 0;
  }
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
    console.log(`codegen: wrote ${relative(REPO_ROOT, file.path)}`);
  }
  return 0;
}

// Run only when executed as a script, so that tests can import generateFiles.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (exitCode) => process.exit(exitCode),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
