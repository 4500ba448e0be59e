import { describe, expect, it } from 'vitest';
import { buildDynamicSchema, SchemaBuildError } from './dynamicSchema';
import { MAX_PROTO_SCHEMA_LENGTH, parseProtoFile, ProtoSyntaxError } from './protoParser';

const schema = (body: string) => `syntax = "proto3";\npackage unit;\n${body}`;

describe('parseProtoFile', () => {
    it('reads syntax, package, imports, options, messages, enums and extend declarations; comments are skipped', () => {
        const file = parseProtoFile(`// leading comment
syntax = 'proto3'; /* block
comment */ package a.b;
import "x.proto"; import public "y.proto"; import weak "z.proto";
option (my.opt).name = { key: "v" nested { deep: 1 } };
enum Mode { IDLE = 0; BUSY = 1 [deprecated = true]; }
message Outer {
  map<string, int32> counts = 1;
  optional string name = 2 [json_name = "nm", default = "x"];
  oneof choice { string text = 3; group G = 4 { int32 g = 5; } }
  message Inner { repeated sint64 values = 1 [packed = true]; }
  extend Other { int32 more = 100; }
}
extend Other { int32 extra = 101; }
service Api { rpc Call (Outer) returns (Outer); }`);
        expect(file).toMatchObject({ syntax: 'proto3', packageName: 'a.b', imports: ['x.proto', 'z.proto'], publicImports: ['y.proto'], extendDeclarations: ['Other'] });
        expect(file.options).toEqual([{ name: '(my.opt).name', value: '{key : v nested {deep : 1}}' }]);
        const [mode, outer] = file.types;
        expect(mode).toMatchObject({ kind: 'enum', name: 'Mode', constants: [{ name: 'IDLE', tag: 0 }, { name: 'BUSY', tag: 1 }] });
        expect(outer).toMatchObject({ kind: 'message', name: 'Outer' });
        if (outer?.kind !== 'message') throw new Error('Outer is a message');
        expect(outer.fields.map(field => [field.label, field.type, field.name, field.tag, field.defaultValue])).toEqual([
            [null, 'map<string, int32>', 'counts', 1, null],
            ['optional', 'string', 'name', 2, 'x'],
        ]);
        expect(outer.oneOfs).toEqual([{ name: 'choice', fields: [expect.objectContaining({ name: 'text', tag: 3 })], groups: [{ label: null, name: 'G', tag: 4 }] }]);
        expect(outer.nestedTypes.map(type => type.name)).toEqual(['Inner']);
    });

    it('names the line and column of a syntax error, as ThingsBoard\'s parser does', () => {
        expect(() => parseProtoFile('syntax = "proto3";\n\nmessage M {\n    required int32 a = 1;\n}')).toThrow(new ProtoSyntaxError("Syntax error in :4:5: 'required' label forbidden in proto3 field declarations"));
        expect(() => parseProtoFile('syntax = "proto3";\nmessage M {\n  int32 a = ;\n}')).toThrow(/^Syntax error in :3:13: expected a field number$/);
        expect(() => parseProtoFile('message M { int32 a = 1; }\nsyntax = "proto3";')).toThrow(/must be the first declaration/);
        expect(() => parseProtoFile('syntax = "proto4";')).toThrow(/unexpected syntax: proto4/);
        expect(() => parseProtoFile('syntax = "proto3";\nmessage M { int32 a = 1;')).toThrow(/expected '}'/);
        expect(() => parseProtoFile('syntax = "proto3";\nmessage M { int32 a = 0; }')).toThrow(/field number 0 is out of range/);
        expect(() => parseProtoFile('syntax = "proto3"; /* open')).toThrow(/unterminated comment/);
        expect(() => parseProtoFile('syntax = "proto3";\nmessage M { string a = 1 [default = "x]; }')).toThrow(/unterminated string/);
    });

    it('a file without a syntax statement has none (ThingsBoard then names it null); proto2 keeps required', () => {
        expect(parseProtoFile('').syntax).toBeNull();
        expect(parseProtoFile('syntax = "proto2";\nmessage M { required int32 a = 1; }').types[0]).toMatchObject({ fields: [{ label: 'required' }] });
    });

    it('bounds what a client controls: the text\'s length and the depth of nesting', () => {
        expect(() => parseProtoFile(' '.repeat(MAX_PROTO_SCHEMA_LENGTH + 1))).toThrow(ProtoSyntaxError);
        const deep = `${'message M { '.repeat(40)}${'} '.repeat(40)}`;
        expect(() => parseProtoFile(schema(deep))).toThrow(/nesting too deep/);
        expect(() => parseProtoFile(schema(`option x = ${'{ a '.repeat(40)}${'} '.repeat(40)};`))).toThrow(/nesting too deep/);
    });
});

describe('buildDynamicSchema', () => {
    it('resolves type names from the innermost scope out, with JSON names and the last top-level message as root', () => {
        const built = buildDynamicSchema(parseProtoFile(schema(`
message Probe { int32 x = 1; }
message Outer {
  message Probe { string y = 1; }
  Probe inner_probe = 1;
  .unit.Probe outer_probe = 2;
  Mode mode = 3;
  enum Mode { OFF = 0; ON = 1; }
}`)), 'telemetry proto schema');
        expect(built.root.fullName).toBe('unit.Outer');
        expect(built.root.fields.map(field => [field.jsonName, field.type, field.typeName])).toEqual([
            ['innerProbe', 'message', 'unit.Outer.Probe'],
            ['outerProbe', 'message', 'unit.Probe'],
            ['mode', 'enum', 'unit.Outer.Mode'],
        ]);
    });

    it('without a package, the schema\'s name is the package, as ThingsBoard names it', () => {
        expect(buildDynamicSchema(parseProtoFile('syntax = "proto3";\nmessage M { int32 a = 1; }'), 'rpc request proto schema').root.fullName).toBe('rpc request proto schema.M');
    });

    it('refuses what protobuf cannot build: unknown types, map fields, numbers and names used twice, enums not starting at zero', () => {
        const build = (body: string) => () => buildDynamicSchema(parseProtoFile(schema(body)), 'x');
        expect(build('message M { Missing a = 1; }')).toThrow(new SchemaBuildError('unit.M.a: "Missing" is not defined.'));
        expect(build('message M { map<string, int32> a = 1; }')).toThrow(/is not defined/);
        expect(build('message M { int32 a = 1; string b = 1; }')).toThrow(/Field number 1 has already been used/);
        expect(build('message M { int32 a = 1; oneof o { string a = 2; } }')).toThrow(/"unit.M.a" is already defined/);
        expect(build('enum E { A = 1; }\nmessage M { E e = 1; }')).toThrow(/The first enum value must be zero in proto3/);
        expect(build('message M {}\nmessage M {}')).toThrow(/"unit.M" is already defined/);
        expect(build('enum E { A = 0; }')).toThrow(/Message types is empty/);
    });
});
