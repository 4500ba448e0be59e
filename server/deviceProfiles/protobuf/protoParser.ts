/**
 * A parser of `.proto` schema text into its elements, as a device profile's protobuf payload
 * settings need them: the file's syntax, package, imports, options, messages, enums and extend
 * declarations, with each message's fields, oneofs, groups, options, extensions and reserved
 * ranges. It keeps what ThingsBoard's validator looks at (an option or a reserved range is kept,
 * not interpreted) and reports a syntax error with its line and column, as ThingsBoard's parser
 * (Wire) does: "Syntax error in :6:4: …".
 */

export type FieldLabel = 'optional' | 'required' | 'repeated';

export interface OptionElement {
    name: string;
    value: string;
}

export interface FieldElement {
    /** null when the field has no label (proto3's implicit presence). */
    label: FieldLabel | null;
    type: string;
    name: string;
    tag: number;
    options: OptionElement[];
    /** The `[default = …]` option, which ThingsBoard refuses. */
    defaultValue: string | null;
}

export interface GroupElement {
    label: FieldLabel | null;
    name: string;
    tag: number;
}

export interface OneOfElement {
    name: string;
    fields: FieldElement[];
    groups: GroupElement[];
}

export interface EnumConstantElement {
    name: string;
    tag: number;
}

export interface EnumElement {
    kind: 'enum';
    name: string;
    constants: EnumConstantElement[];
    options: OptionElement[];
    /** Always empty: an enum declares no types; kept for the validator's check. */
    nestedTypes: TypeElement[];
}

export interface MessageElement {
    kind: 'message';
    name: string;
    fields: FieldElement[];
    oneOfs: OneOfElement[];
    groups: GroupElement[];
    nestedTypes: TypeElement[];
    options: OptionElement[];
    extensions: string[];
    reserveds: string[];
}

export type TypeElement = MessageElement | EnumElement;

export interface ProtoFileElement {
    /** "proto2", "proto3", or null when the file does not declare one. */
    syntax: string | null;
    packageName: string | null;
    imports: string[];
    publicImports: string[];
    options: OptionElement[];
    types: TypeElement[];
    extendDeclarations: string[];
}

/** A schema that is not valid `.proto` text; the message names the place, as Wire does. */
export class ProtoSyntaxError extends Error {}

/** Longest schema text a profile may hold: bounds the parser's work on what a client sends. */
export const MAX_PROTO_SCHEMA_LENGTH = 64 * 1024;
/** Deepest nesting of messages, oneofs and option values. */
const MAX_DEPTH = 32;

interface Token {
    kind: 'word' | 'string' | 'symbol' | 'end';
    text: string;
    line: number;
    column: number;
}

const WORD = /[A-Za-z0-9_.+-]/;

function tokenize(text: string): Token[] {
    const tokens: Token[] = [];
    let at = 0;
    let line = 1;
    let lineStart = 0;
    const fail = (message: string): never => {
        throw new ProtoSyntaxError(`Syntax error in :${line}:${at - lineStart + 1}: ${message}`);
    };
    while (at < text.length) {
        const char = text[at]!;
        if (char === '\n') {
            at++;
            line++;
            lineStart = at;
        } else if (/\s/.test(char)) at++;
        else if (text.startsWith('//', at)) {
            while (at < text.length && text[at] !== '\n') at++;
        } else if (text.startsWith('/*', at)) {
            const end = text.indexOf('*/', at + 2);
            if (end < 0) fail('unterminated comment');
            for (; at < end + 2; at++) {
                if (text[at] === '\n') {
                    line++;
                    lineStart = at + 1;
                }
            }
        } else {
            const token: Token = { kind: 'symbol', text: char, line, column: at - lineStart + 1 };
            if (char === '"' || char === "'") {
                let end = at + 1;
                let value = '';
                while (end < text.length && text[end] !== char) {
                    if (text[end] === '\n') fail('unterminated string');
                    if (text[end] === '\\' && end + 1 < text.length) end++;
                    value += text[end];
                    end++;
                }
                if (end >= text.length) fail('unterminated string');
                token.kind = 'string';
                token.text = value;
                at = end + 1;
            } else if (WORD.test(char)) {
                let end = at;
                while (end < text.length && WORD.test(text[end]!)) end++;
                token.kind = 'word';
                token.text = text.slice(at, end);
                at = end;
            } else if ('{}[]()<>;=,:'.includes(char)) at++;
            else fail(`unexpected character '${char}'`);
            tokens.push(token);
        }
    }
    tokens.push({ kind: 'end', text: '', line, column: at - lineStart + 1 });
    return tokens;
}

const LABELS: ReadonlySet<string> = new Set(['optional', 'required', 'repeated']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const TYPE_NAME = /^\.?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** The largest field number protobuf allows (2^29 - 1). */
const MAX_TAG = 536_870_911;

/** Parses one schema; throws ProtoSyntaxError for text that is not a `.proto` file. */
export function parseProtoFile(text: string): ProtoFileElement {
    if (text.length > MAX_PROTO_SCHEMA_LENGTH) throw new ProtoSyntaxError(`Schema is longer than ${MAX_PROTO_SCHEMA_LENGTH} characters`);
    const tokens = tokenize(text);
    let position = 0;
    let depth = 0;
    const file: ProtoFileElement = { syntax: null, packageName: null, imports: [], publicImports: [], options: [], types: [], extendDeclarations: [] };

    const peek = () => tokens[position]!;
    const next = () => tokens[Math.min(position++, tokens.length - 1)]!;
    const failAt = (token: Token, message: string): never => {
        throw new ProtoSyntaxError(`Syntax error in :${token.line}:${token.column}: ${message}`);
    };
    const expect = (symbol: string) => {
        const token = next();
        if (token.kind !== 'symbol' || token.text !== symbol) failAt(token, `expected '${symbol}'`);
    };
    const accept = (symbol: string) => {
        if (peek().kind === 'symbol' && peek().text === symbol) {
            position++;
            return true;
        }
        return false;
    };
    const word = (what: string, pattern = IDENTIFIER) => {
        const token = next();
        if (token.kind !== 'word' || !pattern.test(token.text)) failAt(token, `expected ${what}`);
        return token.text;
    };
    const quoted = () => {
        const token = next();
        if (token.kind !== 'string') failAt(token, 'expected a string');
        return token.text;
    };
    const integer = (what: string) => {
        const token = next();
        const value = token.kind === 'word' ? Number(token.text) : NaN;
        if (!Number.isSafeInteger(value)) failAt(token, `expected ${what}`);
        return value;
    };
    const nested = <T>(parse: () => T): T => {
        if (++depth > MAX_DEPTH) failAt(peek(), 'nesting too deep');
        try {
            return parse();
        } finally {
            depth--;
        }
    };

    /** An option's value: a literal, an identifier, or an aggregate `{ … }` kept as text. */
    const optionValue = (): string => {
        const token = peek();
        if (token.kind === 'symbol' && token.text === '{') {
            return nested(() => {
                next();
                const parts: string[] = [];
                while (!accept('}')) {
                    if (peek().kind === 'end') failAt(peek(), "expected '}'");
                    if (peek().kind === 'symbol' && peek().text === '{') parts.push(optionValue());
                    else parts.push(next().text);
                }
                return `{${parts.join(' ')}}`;
            });
        }
        if (token.kind === 'end' || (token.kind === 'symbol' && token.text !== '[')) failAt(token, 'expected a value');
        return next().text;
    };
    const optionName = (): string => {
        if (accept('(')) {
            const name = word('an option name', TYPE_NAME);
            expect(')');
            const rest = peek().kind === 'word' && peek().text.startsWith('.') ? next().text : '';
            return `(${name})${rest}`;
        }
        return word('an option name', TYPE_NAME);
    };
    /** `option name = value;` after the keyword. */
    const option = (): OptionElement => {
        const name = optionName();
        expect('=');
        const value = optionValue();
        expect(';');
        return { name, value };
    };
    /** `[name = value, …]` after a field or an enum constant. */
    const inlineOptions = (): OptionElement[] => {
        const options: OptionElement[] = [];
        if (!accept('[')) return options;
        do {
            const name = optionName();
            expect('=');
            options.push({ name, value: optionValue() });
        } while (accept(','));
        expect(']');
        return options;
    };
    /** `extensions` and `reserved` bodies, kept as text. */
    const ranges = (): string => {
        const parts: string[] = [];
        while (!accept(';')) {
            const token = next();
            if (token.kind === 'end' || (token.kind === 'symbol' && token.text !== ',')) failAt(token, "expected ';'");
            parts.push(token.kind === 'string' ? `"${token.text}"` : token.text);
        }
        if (parts.length === 0) failAt(peek(), 'expected a range');
        return parts.join(' ');
    };
    /** Skips a `{ … }` block whose content is not kept (a service, an extend body). */
    const skipBlock = () => {
        expect('{');
        let open = 1;
        while (open > 0) {
            const token = next();
            if (token.kind === 'end') failAt(token, "expected '}'");
            if (token.kind === 'symbol' && token.text === '{') open++;
            if (token.kind === 'symbol' && token.text === '}') open--;
        }
    };

    const group = (label: FieldLabel | null): GroupElement => {
        const name = word('a group name');
        expect('=');
        const tag = integer('a field number');
        nested(() => messageBody(name));
        return { label, name, tag };
    };

    /** A field, a group or a map field, from its first token (the label, if any). */
    const field = (into: { fields: FieldElement[]; groups: GroupElement[] }, inOneOf: boolean) => {
        const start = peek();
        let label: FieldLabel | null = null;
        if (start.kind === 'word' && LABELS.has(start.text)) {
            if (inOneOf) failAt(start, 'labels are not permitted on oneof fields');
            label = next().text as FieldLabel;
            if (label === 'required' && file.syntax === 'proto3') failAt(start, "'required' label forbidden in proto3 field declarations");
        }
        if (peek().kind === 'word' && peek().text === 'group') {
            next();
            into.groups.push(group(label));
            return;
        }
        let type = word('a field type', TYPE_NAME);
        if (type === 'map' && accept('<')) {
            const key = word('a map key type', TYPE_NAME);
            expect(',');
            const value = word('a map value type', TYPE_NAME);
            expect('>');
            type = `map<${key}, ${value}>`;
        }
        const name = word('a field name');
        expect('=');
        const tagToken = peek();
        const tag = integer('a field number');
        if (tag < 1 || tag > MAX_TAG) failAt(tagToken, `field number ${tag} is out of range`);
        const options = inlineOptions();
        expect(';');
        const defaultValue = options.find(option => option.name === 'default')?.value ?? null;
        into.fields.push({ label, type, name, tag, options: options.filter(option => option.name !== 'default'), defaultValue });
    };

    const oneOf = (): OneOfElement => {
        const element: OneOfElement = { name: word('a oneof name'), fields: [], groups: [] };
        expect('{');
        while (!accept('}')) {
            if (peek().kind === 'end') failAt(peek(), "expected '}'");
            if (accept(';')) continue;
            if (peek().text === 'option' && peek().kind === 'word') {
                next();
                option();
            } else field(element, true);
        }
        return element;
    };

    const enumBody = (name: string): EnumElement => {
        const element: EnumElement = { kind: 'enum', name, constants: [], options: [], nestedTypes: [] };
        expect('{');
        while (!accept('}')) {
            const token = peek();
            if (token.kind === 'end') failAt(token, "expected '}'");
            if (accept(';')) continue;
            if (token.kind === 'word' && token.text === 'option') {
                next();
                element.options.push(option());
            } else if (token.kind === 'word' && token.text === 'reserved') {
                next();
                ranges();
            } else {
                const constant = word('an enum constant');
                expect('=');
                const tag = integer('an enum value');
                inlineOptions();
                expect(';');
                element.constants.push({ name: constant, tag });
            }
        }
        return element;
    };

    const messageBody = (name: string): MessageElement => {
        const element: MessageElement = { kind: 'message', name, fields: [], oneOfs: [], groups: [], nestedTypes: [], options: [], extensions: [], reserveds: [] };
        expect('{');
        while (!accept('}')) {
            const token = peek();
            if (token.kind === 'end') failAt(token, "expected '}'");
            if (accept(';')) continue;
            const keyword = token.kind === 'word' ? token.text : '';
            if (keyword === 'message' || keyword === 'enum') {
                next();
                element.nestedTypes.push(typeElement(keyword));
            } else if (keyword === 'oneof') {
                next();
                element.oneOfs.push(nested(oneOf));
            } else if (keyword === 'option') {
                next();
                element.options.push(option());
            } else if (keyword === 'extensions') {
                next();
                element.extensions.push(ranges());
            } else if (keyword === 'reserved') {
                next();
                element.reserveds.push(ranges());
            } else if (keyword === 'extend') {
                next();
                word('a type name', TYPE_NAME);
                skipBlock();
            } else field(element, false);
        }
        return element;
    };

    const typeElement = (keyword: 'message' | 'enum'): TypeElement =>
        nested(() => {
            const name = word(keyword === 'message' ? 'a message name' : 'an enum name');
            return keyword === 'message' ? messageBody(name) : enumBody(name);
        });

    let first = true;
    while (peek().kind !== 'end') {
        const token = next();
        if (token.kind === 'symbol' && token.text === ';') continue;
        if (token.kind !== 'word') failAt(token, `unexpected '${token.text}'`);
        switch (token.text) {
            case 'syntax': {
                if (!first) failAt(token, "'syntax' element must be the first declaration in a file");
                expect('=');
                const syntaxToken = peek();
                const syntax = quoted();
                if (syntax !== 'proto2' && syntax !== 'proto3') failAt(syntaxToken, `unexpected syntax: ${syntax}`);
                expect(';');
                file.syntax = syntax;
                break;
            }
            case 'package':
                if (file.packageName !== null) failAt(token, 'too many package names');
                file.packageName = word('a package name', TYPE_NAME);
                expect(';');
                break;
            case 'import': {
                const modifier = peek().kind === 'word' && (peek().text === 'public' || peek().text === 'weak') ? next().text : '';
                const path = quoted();
                expect(';');
                (modifier === 'public' ? file.publicImports : file.imports).push(path);
                break;
            }
            case 'option':
                file.options.push(option());
                break;
            case 'message':
            case 'enum':
                file.types.push(typeElement(token.text));
                break;
            case 'extend':
                file.extendDeclarations.push(word('a type name', TYPE_NAME));
                skipBlock();
                break;
            case 'service':
                word('a service name');
                skipBlock();
                break;
            default:
                failAt(token, `unexpected label: ${token.text}`);
        }
        first = false;
    }
    return file;
}
