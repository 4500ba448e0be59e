import { Validator, type Schema } from '@cfworker/json-schema';
import dashboardSchema from '../../../schemas/documents/dashboard-configuration.json';
import fragmentSchema from '../../../schemas/documents/dashboard-fragment.json';
import { FRAGMENT_FORMAT, FRAGMENT_VERSION, type DashboardFragment } from './dashboardFragment';

// Apart from dashboardFragment.ts: the schemas and their validator load only when a file is imported.

/** What is wrong with a state file: an i18n key and its arguments. Nothing was changed. */
export class FragmentFileError extends Error {
    constructor(
        readonly messageKey: string,
        readonly messageArgs: Record<string, string | number> = {}
    ) {
        super(messageKey);
    }
}

/** A state of hundreds of widgets is a few megabytes; more is not a state file. */
export const MAX_FRAGMENT_FILE_CHARS = 20_000_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

let validator: Validator | undefined;
/** cfworker marks the schema objects it reads: it gets private copies. */
const fragmentValidator = () => {
    if (!validator) {
        validator = new Validator(structuredClone(fragmentSchema) as Schema, '7', false);
        validator.addSchema(structuredClone(dashboardSchema) as Schema);
    }
    return validator;
};

/** The deepest place the schema refused: where a person looking at the file should look. */
const refusedAt = (locations: string[]) => locations.reduce((deepest, location) => (location.split('/').length > deepest.split('/').length ? location : deepest), '#');

/** Every widget a layout places is in the fragment's widgets. */
function placedWidgetsMissing(fragment: DashboardFragment): string | undefined {
    const layouts = fragment.kind === 'state' ? [fragment.state.layouts.main, fragment.state.layouts.right] : [fragment.layout];
    return layouts.flatMap(layout => Object.keys(layout?.widgets ?? {})).find(id => !fragment.widgets[id]);
}

/**
 * Reads a state file (or the text of a copied fragment): JSON, of this format, of a version this
 * console knows, valid against schemas/documents/dashboard-fragment.json, its layouts placing only
 * widgets it carries. Throws FragmentFileError saying what is wrong.
 */
export function readFragment(text: string): DashboardFragment {
    if (text.length > MAX_FRAGMENT_FILE_CHARS) throw new FragmentFileError('dashboard-fragment.file-too-large');
    let content: unknown;
    try {
        content = JSON.parse(text);
    } catch {
        throw new FragmentFileError('dashboard-fragment.not-json');
    }
    if (!isObject(content) || content.format !== FRAGMENT_FORMAT) {
        const wholeDashboard = isObject(content) && typeof content.title === 'string' && isObject(content.configuration);
        throw new FragmentFileError(wholeDashboard ? 'dashboard-fragment.whole-dashboard' : 'dashboard-fragment.not-a-fragment');
    }
    if (typeof content.version === 'number' && content.version > FRAGMENT_VERSION) {
        throw new FragmentFileError('dashboard-fragment.newer-version', { version: content.version, known: FRAGMENT_VERSION });
    }
    const result = fragmentValidator().validate(content);
    if (!result.valid) throw new FragmentFileError('dashboard-fragment.invalid', { location: refusedAt(result.errors.map(error => error.instanceLocation)) });
    const fragment = content as unknown as DashboardFragment;
    const missing = placedWidgetsMissing(fragment);
    if (missing !== undefined) throw new FragmentFileError('dashboard-fragment.missing-widget', { id: missing });
    return fragment;
}
