/**
 * The message types of a parsed schema, resolved as protobuf does (ThingsBoard builds the same
 * "dynamic schema" from a device profile's text): every field knows its type, its number, its
 * JSON name and whether it tracks presence. A device's payload is decoded against the schema's
 * last top-level message, as ThingsBoard picks it.
 */
import type { EnumElement, FieldElement, FieldLabel, MessageElement, ProtoFileElement, TypeElement } from './protoParser';

export const SCALAR_TYPES = [
    'double', 'float', 'int32', 'int64', 'uint32', 'uint64', 'sint32', 'sint64',
    'fixed32', 'fixed64', 'sfixed32', 'sfixed64', 'bool', 'string', 'bytes',
] as const;
export type ScalarType = (typeof SCALAR_TYPES)[number];
const SCALARS: ReadonlySet<string> = new Set(SCALAR_TYPES);

export interface FieldDescriptor {
    name: string;
    /** protobuf's lowerCamelCase JSON name (`some_value` → `someValue`). */
    jsonName: string;
    number: number;
    label: FieldLabel | null;
    type: ScalarType | 'message' | 'enum';
    /** The full name of a message or enum type. */
    typeName: string | null;
    /** The oneof the field belongs to: setting one member clears the others. */
    oneOf: string | null;
    /** Written with the `optional` keyword (proto3 explicit presence). */
    hasOptionalKeyword: boolean;
}

export const isRepeated = (field: FieldDescriptor) => field.label === 'repeated';
/** Fields whose absence is known: messages, oneof members and proto3 `optional` fields. */
export const hasPresence = (field: FieldDescriptor) => !isRepeated(field) && (field.type === 'message' || field.oneOf !== null || field.hasOptionalKeyword);

export interface MessageDescriptor {
    fullName: string;
    name: string;
    fields: FieldDescriptor[];
}

export interface EnumDescriptor {
    fullName: string;
    values: { name: string; number: number }[];
}

export interface DynamicSchema {
    messages: ReadonlyMap<string, MessageDescriptor>;
    enums: ReadonlyMap<string, EnumDescriptor>;
    /** The schema's last top-level message: the one a payload is read as. */
    root: MessageDescriptor;
}

/** A schema that parses but does not describe valid types (an unknown type, a number used twice…). */
export class SchemaBuildError extends Error {}

const jsonNameOf = (name: string) => name.replace(/_+([a-zA-Z0-9]?)/g, (_match, next: string) => next.toUpperCase());

const isMessage = (type: TypeElement): type is MessageElement => type.kind === 'message';
const isEnum = (type: TypeElement): type is EnumElement => type.kind === 'enum';

/** Builds the types of `file`; the package defaults to the schema's name, as ThingsBoard names it. */
export function buildDynamicSchema(file: ProtoFileElement, schemaName: string): DynamicSchema {
    const topMessages = file.types.filter(isMessage);
    if (topMessages.length === 0) throw new SchemaBuildError(`Failed to get Dynamic Schema! Message types is empty for schema:${schemaName}`);
    const packageName = file.packageName || schemaName.toLowerCase();
    const declared = new Map<string, TypeElement>();
    const declare = (scope: string, type: TypeElement) => {
        const fullName = `${scope}.${type.name}`;
        if (declared.has(fullName)) throw new SchemaBuildError(`"${fullName}" is already defined.`);
        declared.set(fullName, type);
        if (isMessage(type)) for (const nested of type.nestedTypes) declare(fullName, nested);
    };
    // ThingsBoard adds the top-level enums and the messages (with their nested types); groups never reach here.
    for (const type of file.types) declare(packageName, type);

    /** protobuf's scoping: the innermost enclosing scope that declares the name wins. */
    const resolve = (scope: string, name: string): string | null => {
        if (name.startsWith('.')) return declared.has(name.slice(1)) ? name.slice(1) : null;
        for (let current = scope; ; current = current.slice(0, Math.max(current.lastIndexOf('.'), 0))) {
            const candidate = current ? `${current}.${name}` : name;
            if (declared.has(candidate)) return candidate;
            if (!current) return null;
        }
    };

    const messages = new Map<string, MessageDescriptor>();
    const enums = new Map<string, EnumDescriptor>();
    for (const [fullName, type] of declared) {
        if (isEnum(type)) {
            if (type.constants.length > 0 && type.constants[0]!.tag !== 0) throw new SchemaBuildError(`${fullName}.${type.constants[0]!.name}: The first enum value must be zero in proto3.`);
            enums.set(fullName, { fullName, values: type.constants.map(constant => ({ name: constant.name, number: constant.tag })) });
            continue;
        }
        const fieldOf = (element: FieldElement, oneOf: string | null): FieldDescriptor => {
            let kind: FieldDescriptor['type'];
            let typeName: string | null = null;
            if (SCALARS.has(element.type)) kind = element.type as ScalarType;
            else {
                typeName = resolve(fullName, element.type);
                if (!typeName) throw new SchemaBuildError(`${fullName}.${element.name}: "${element.type}" is not defined.`);
                kind = declared.get(typeName)!.kind;
            }
            return {
                name: element.name,
                jsonName: jsonNameOf(element.name),
                number: element.tag,
                label: element.label,
                type: kind,
                typeName,
                oneOf,
                hasOptionalKeyword: element.label === 'optional',
            };
        };
        const fields = [...type.fields.map(field => fieldOf(field, null)), ...type.oneOfs.flatMap(oneOf => oneOf.fields.map(field => fieldOf(field, oneOf.name)))];
        const numbers = new Map<number, string>();
        const names = new Set<string>();
        for (const field of fields) {
            const other = numbers.get(field.number);
            if (other !== undefined) throw new SchemaBuildError(`${fullName}.${field.name}: Field number ${field.number} has already been used in "${fullName}" by field "${other}".`);
            if (names.has(field.name)) throw new SchemaBuildError(`"${fullName}.${field.name}" is already defined.`);
            numbers.set(field.number, field.name);
            names.add(field.name);
        }
        messages.set(fullName, { fullName, name: type.name, fields });
    }
    const root = messages.get(`${packageName}.${topMessages[topMessages.length - 1]!.name}`)!;
    return { messages, enums, root };
}
