import { dereference, format, validate, type Schema } from '@cfworker/json-schema';
import {
    deepEquals,
    hashForSchema,
    ROOT_SCHEMA_PREFIX,
    withIdRefPrefix,
    type CustomValidator,
    type ErrorTransformer,
    type FormContextType,
    type RJSFSchema,
    type StrictRJSFSchema,
    type UiSchema,
    type ValidationData,
    type ValidatorType,
} from '@rjsf/utils';
// Ajv's error → RJSF error processing alone; this module imports @rjsf/utils only, never Ajv.
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { ajvErrorsOf } from './ajvErrorsOf';

/** cfworker's draft 2019-09 applies a $ref's sibling keywords, as Ajv 8 does. */
const DRAFT = '2019-09';

/** A schema ready for cfworker: a private copy (cfworker marks the objects it reads) and its $ref lookup. */
interface Prepared {
    schema: Schema;
    lookup: Lookup;
}

/** cfworker's table of the schemas a $ref may point at, by absolute URI. */
type Lookup = Record<string, Schema | boolean>;

type FormatCheck = RegExp | ((value: string) => boolean);

/** The formats RJSF's Ajv validator adds to ajv-formats' (the same expressions as @rjsf/validator-ajv8). */
const RJSF_FORMATS: Record<string, FormatCheck> = {
    color: /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/,
    'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
};

/** cfworker keeps one format table for the whole page; a format is known to every validator once added. */
const addFormats = (formats: Record<string, FormatCheck>) => {
    for (const [name, check] of Object.entries(formats)) format[name] = check instanceof RegExp ? value => check.test(value) : check;
};
addFormats(RJSF_FORMATS);

/** A private, plain-JSON copy: cfworker adds properties to the schema objects it dereferences. */
const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The data as JSON (what Ajv sees: a property set to undefined is missing). cfworker cannot take
 * undefined itself; a form without data is checked as null.
 */
const jsonData = (data: unknown): unknown => (data === undefined ? null : jsonCopy(data));

export interface SchemaValidatorOptions {
    /**
     * Formats beyond cfworker's (JSON Schema's own: email, uri, date-time…) and RJSF's (color,
     * data-url), as for RJSF's customizeValidator. A format cfworker does not know passes, as in Ajv.
     */
    customFormats?: Record<string, FormatCheck>;
}

/**
 * RJSF's validator built on @cfworker/json-schema, which interprets schemas instead of compiling
 * them with `new Function`: the schema forms validate under a script policy without 'unsafe-eval'.
 * Errors are shaped as @rjsf/validator-ajv8's (same names, properties, messages), and the flow
 * (transformErrors, customValidate, error schema) is that adapter's own code.
 */
// The type parameters are RJSF's own (T: form data, F: form context), `any` by its convention.
export class SchemaValidator<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any> implements ValidatorType<T, S, F> {
    /** Whole form schemas, by object and by hash: a form re-validates on every keystroke. */
    private formSchemaObjects = new WeakMap<object, Prepared>();
    private readonly formSchemas = new Map<string, Prepared>();
    /** Subschemas RJSF asks about (oneOf options, conditions), by hash; they resolve $refs in the current root. */
    private readonly subschemas = new Map<string, Prepared>();
    private root: { schema: S; lookup: Lookup } | undefined;

    constructor(options: SchemaValidatorOptions = {}) {
        if (options.customFormats) addFormats(options.customFormats);
    }

    reset(): void {
        this.formSchemaObjects = new WeakMap();
        this.formSchemas.clear();
        this.subschemas.clear();
        this.root = undefined;
    }

    rawValidation<Result = ErrorObject>(schema: S, formData?: T): { errors?: Result[]; validationError?: Error } {
        try {
            const prepared = this.formSchema(schema);
            const data = jsonData(formData);
            const result = validate(data, prepared.schema, DRAFT, prepared.lookup, false);
            return { errors: result.valid ? undefined : (ajvErrorsOf(result.errors, prepared.schema, prepared.lookup, data) as Result[]) };
        } catch (error) {
            return { validationError: error instanceof Error ? error : new Error(String(error)) };
        }
    }

    validateFormData(formData: T | undefined, schema: S, customValidate?: CustomValidator<T, S, F>, transformErrors?: ErrorTransformer<T, S, F>, uiSchema?: UiSchema<T, S, F>): ValidationData<T> {
        return processRawValidationErrors<T, S, F>(this, this.rawValidation<ErrorObject>(schema, formData), formData, schema, customValidate, transformErrors, uiSchema);
    }

    isValid(schema: S, formData: T | undefined, rootSchema: S): boolean {
        try {
            const rootLookup = this.rootLookup(rootSchema);
            // As the Ajv adapter: the subschema's local $refs ('#/definitions/x') point into the root schema.
            const prefixed = withIdRefPrefix<S>(schema) as S;
            const key = hashForSchema(prefixed);
            let prepared = this.subschemas.get(key);
            if (!prepared) {
                const copy = jsonCopy(prefixed) as Schema;
                prepared = { schema: copy, lookup: dereference(copy, Object.create(rootLookup) as Lookup) };
                this.subschemas.set(key, prepared);
            }
            return validate(jsonData(formData), prepared.schema, DRAFT, prepared.lookup, true).valid;
        } catch (error) {
            console.warn('Error encountered validating against schema:', error);
            return false;
        }
    }

    private formSchema(schema: S): Prepared {
        const known = this.formSchemaObjects.get(schema);
        if (known) return known;
        const key = hashForSchema(schema);
        let prepared = this.formSchemas.get(key);
        if (!prepared) {
            const copy = jsonCopy(schema) as Schema;
            prepared = { schema: copy, lookup: dereference(copy) };
            this.formSchemas.set(key, prepared);
        }
        this.formSchemaObjects.set(schema, prepared);
        return prepared;
    }

    /** The root schema's lookup under ROOT_SCHEMA_PREFIX; subschemas prepared for another root are dropped. */
    private rootLookup(rootSchema: S): Lookup {
        if (this.root?.schema === rootSchema) return this.root.lookup;
        if (this.root && deepEquals(this.root.schema, rootSchema)) {
            this.root = { ...this.root, schema: rootSchema };
            return this.root.lookup;
        }
        this.subschemas.clear();
        const lookup = dereference({ ...(jsonCopy(rootSchema) as Schema), $id: ROOT_SCHEMA_PREFIX });
        this.root = { schema: rootSchema, lookup };
        return lookup;
    }
}

/** The validator of the console's schema forms. */
export const schemaValidator = new SchemaValidator();
