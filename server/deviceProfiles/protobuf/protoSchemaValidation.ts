/**
 * ThingsBoard 3.3.4's checks of a profile's protobuf schemas (DeviceProfileDataValidator), in its
 * order and with its sentences: each of the four schemas parses, is proto3 and uses none of the
 * features the transport cannot map; the telemetry message's `ts`/`values` pair is well typed;
 * the RPC request message has exactly `method`, `requestId` and `params`.
 */
import { badRequest } from '../../errors';
import { buildDynamicSchema, isRepeated, type DynamicSchema } from './dynamicSchema';
import { parseProtoFile, type EnumElement, type FieldElement, type MessageElement, type ProtoFileElement, type TypeElement } from './protoParser';
import { SCHEMA_NAMES, schemaTextOf, type ProtoPayloadConfiguration, type SchemaKind } from './protoSchemas';

const invalid = (kind: SchemaKind, problem: string) => badRequest(`[Transport Configuration] invalid ${SCHEMA_NAMES[kind]} provided!${problem}`);

const messagesOf = (types: TypeElement[]) => types.filter((type): type is MessageElement => type.kind === 'message');
const enumsOf = (types: TypeElement[]) => types.filter((type): type is EnumElement => type.kind === 'enum');

function checkFields(kind: SchemaKind, fields: FieldElement[]): void {
    if (fields.some(field => field.label === 'required')) throw invalid(kind, ' Required labels are not supported!');
    if (fields.some(field => field.defaultValue !== null)) throw invalid(kind, ' Default values are not supported!');
}

function checkEnums(kind: SchemaKind, enums: EnumElement[]): void {
    if (enums.some(element => element.nestedTypes.length > 0)) throw invalid(kind, ' Nested types in Enum definitions are not supported!');
    if (enums.some(element => element.options.length > 0)) throw invalid(kind, ' Enum definitions options are not supported!');
}

function checkMessages(kind: SchemaKind, messages: MessageElement[]): void {
    for (const message of messages) {
        if (message.groups.length > 0) throw invalid(kind, " Message definition groups don't support!");
        if (message.options.length > 0) throw invalid(kind, " Message definition options don't support!");
        if (message.extensions.length > 0) throw invalid(kind, " Message definition extensions don't support!");
        if (message.reserveds.length > 0) throw invalid(kind, " Message definition reserved elements don't support!");
        checkFields(kind, message.fields);
        for (const oneOf of message.oneOfs) {
            if (oneOf.groups.length > 0) throw invalid(kind, " OneOf definition groups don't support!");
            checkFields(kind, oneOf.fields);
        }
        checkEnums(kind, enumsOf(message.nestedTypes));
        checkMessages(kind, messagesOf(message.nestedTypes));
    }
}

/** One schema's text: parses, proto3, no options, imports or extensions, only mappable types. */
function checkSchemaText(kind: SchemaKind, source: string): ProtoFileElement {
    let file: ProtoFileElement;
    try {
        file = parseProtoFile(source);
    } catch (error) {
        throw badRequest(`[Transport Configuration] failed to parse ${SCHEMA_NAMES[kind]} due to: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (file.syntax !== 'proto3') throw badRequest(`[Transport Configuration] invalid schema syntax: ${file.syntax} for ${SCHEMA_NAMES[kind]} provided! Only proto3 allowed!`);
    if (file.options.length > 0) throw invalid(kind, " Schema options don't support!");
    if (file.publicImports.length > 0) throw invalid(kind, " Schema public imports don't support!");
    if (file.imports.length > 0) throw invalid(kind, " Schema imports don't support!");
    if (file.extendDeclarations.length > 0) throw invalid(kind, " Schema extend declarations don't support!");
    if (file.types.length === 0) throw invalid(kind, ' Type elements is empty!');
    if (messagesOf(file.types).length === 0) throw invalid(kind, ' At least one Message definition should exists!');
    checkEnums(kind, enumsOf(file.types));
    checkMessages(kind, messagesOf(file.types));
    return file;
}

function checkTelemetryMessage(telemetry: DynamicSchema | null): void {
    if (!telemetry) throw invalid('telemetry', ' Failed to get telemetryDynamicMessageDescriptor!');
    const { fields, name } = telemetry.root;
    if (fields.length === 0) throw invalid('telemetry', ` ${name} fields is empty!`);
    const ts = fields.find(field => field.name === 'ts');
    const values = fields.find(field => field.name === 'values');
    if (fields.length !== 2 || !ts || !values) return;
    if (values.type !== 'message') throw invalid('telemetry', " Field 'values' has invalid data type. Only message type is supported!");
    if (ts.type !== 'int64') throw invalid('telemetry', " Field 'ts' has invalid data type. Only int64 type is supported!");
    if (!ts.hasOptionalKeyword) throw invalid('telemetry', " Field 'ts' has invalid label. Field 'ts' should have optional keyword!");
}

function checkRpcRequestMessage(rpcRequest: DynamicSchema): void {
    const { fields, name } = rpcRequest.root;
    if (fields.length !== 3) throw invalid('rpcRequest', ` ${name} message should always contains 3 fields: method, requestId and params!`);
    const expected = [
        ['method', 'string'],
        ['requestId', 'int32'],
        ['params', null],
    ] as const;
    for (const [fieldName, type] of expected) {
        const field = fields.find(candidate => candidate.name === fieldName);
        if (!field) throw invalid('rpcRequest', ` Failed to get field descriptor for field: ${fieldName}!`);
        if (type !== null && field.type !== type) throw invalid('rpcRequest', ` Field '${fieldName}' has invalid data type. Only ${type} type is supported!`);
        if (isRepeated(field)) throw invalid('rpcRequest', ` Field '${fieldName}' has invalid label!`);
    }
}

const compile = (file: ProtoFileElement, kind: SchemaKind) => buildDynamicSchema(file, SCHEMA_NAMES[kind]);

/** Throws ThingsBoard's 400 for the first problem of the profile's protobuf payload settings. */
export function validateProtoPayload(configuration: ProtoPayloadConfiguration): void {
    const files = {} as Record<SchemaKind, ProtoFileElement>;
    for (const kind of ['attributes', 'telemetry', 'rpcRequest', 'rpcResponse'] as const) files[kind] = checkSchemaText(kind, schemaTextOf(configuration, kind));
    let telemetry: DynamicSchema | null = null;
    try {
        telemetry = compile(files.telemetry, 'telemetry');
    } catch {
        // ThingsBoard's descriptor lookup answers null for a schema it cannot build.
    }
    checkTelemetryMessage(telemetry);
    let rpcRequest: DynamicSchema;
    try {
        rpcRequest = compile(files.rpcRequest, 'rpcRequest');
    } catch (error) {
        // ThingsBoard fails here with an unhandled exception (500); a clear 400 instead.
        throw invalid('rpcRequest', ` Failed to create dynamic schema due to: ${error instanceof Error ? error.message : String(error)}`);
    }
    checkRpcRequestMessage(rpcRequest);
}
