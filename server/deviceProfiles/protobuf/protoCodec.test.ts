import { describe, expect, it } from 'vitest';
import { stringifyTypedJson } from '../../telemetry/typedJson';
import { buildDynamicSchema } from './dynamicSchema';
import { decodeToJson, encodeFromJson, ProtoPayloadError } from './protoCodec';
import { parseProtoFile } from './protoParser';

const compile = (body: string) => buildDynamicSchema(parseProtoFile(`syntax = "proto3";\npackage codec;\n${body}`), 'telemetry proto schema');
/** The JSON text ThingsBoard's printer would make (numbers exactly as written). */
const printed = (bytes: Uint8Array, body: string) => stringifyTypedJson(decodeToJson(bytes, compile(body)));

const EVERY_SCALAR = `message All {
  double d = 1; float f = 2; int32 i32 = 3; int64 i64 = 4; uint32 u32 = 5; uint64 u64 = 6;
  sint32 s32 = 7; sint64 s64 = 8; fixed32 f32 = 9; fixed64 f64 = 10; sfixed32 sf32 = 11; sfixed64 sf64 = 12;
  bool b = 13; string s = 14; bytes raw = 15; Mode mode = 16; repeated int32 list = 17;
  enum Mode { OFF = 0; ON = 1; }
}`;

describe('protobuf payloads', () => {
    it('every scalar type goes through the wire and back as protobuf\'s JSON writes it (64-bit integers as text)', () => {
        const schema = compile(EVERY_SCALAR);
        const value = {
            d: 25.5, f: 0.1, i32: -7, i64: '-9007199254740993', u32: 4294967295, u64: '18446744073709551615',
            s32: -64, s64: '-5', f32: 7, f64: '12', sf32: -3, sf64: '-4', b: true, s: 'ünïcode', raw: 'AQID', mode: 'ON', list: [1, -2, 300],
        };
        expect(JSON.parse(printed(encodeFromJson(value, schema), EVERY_SCALAR))).toEqual({ ...value, f: 0.1 });
        expect(printed(encodeFromJson({ d: 25, f: 1e7 }, schema), EVERY_SCALAR)).toMatch(/^\{"d":25\.0,"f":1\.0E7,/);
    });

    it('unset fields without presence print their defaults; unset optional, message and oneof fields are left out', () => {
        const body2 = 'message Sub { int32 x = 1; }\nmessage M { int32 a = 1; optional int32 b = 2; string c = 3; repeated bool d = 4; Sub e = 5; oneof o { string f = 6; } double g = 7; int64 h = 8; Mode m = 9; enum Mode { FIRST = 0; } }';
        expect(printed(new Uint8Array(), body2)).toBe('{"a":0,"c":"","d":[],"g":0.0,"h":"0","m":"FIRST"}');
        // An optional field written at its default is present.
        expect(printed(Uint8Array.from([0x10, 0x00]), body2)).toBe('{"a":0,"b":0,"c":"","d":[],"g":0.0,"h":"0","m":"FIRST"}');
    });

    it('reads packed and unpacked repeated numbers, merges a message field given twice, skips unknown fields', () => {
        const body = 'message M { repeated int32 list = 1; Sub sub = 2; }\nmessage Sub { int32 x = 1; int32 y = 2; }\nmessage Root { repeated int32 list = 1; Sub sub = 2; }';
        // list packed [1, 2], list unpacked 3, sub {x: 1}, unknown field 9 (varint), sub {y: 2}, unknown field 10 (fixed32)
        const bytes = Uint8Array.from([0x0a, 0x02, 0x01, 0x02, 0x08, 0x03, 0x12, 0x02, 0x08, 0x01, 0x48, 0x7f, 0x12, 0x02, 0x10, 0x02, 0x55, 1, 2, 3, 4]);
        expect(JSON.parse(printed(bytes, body))).toEqual({ list: [1, 2, 3], sub: { x: 1, y: 2 } });
    });

    it('the last oneof member read wins', () => {
        const body = 'message M { oneof o { string a = 1; int32 b = 2; } }';
        expect(printed(Uint8Array.from([0x0a, 0x01, 0x41, 0x10, 0x05]), body)).toBe('{"b":5}');
    });

    it('refuses a payload that is not a message of the schema, and one nested too deeply', () => {
        const body = 'message M { string a = 1; M next = 2; }';
        const schema = compile(body);
        expect(() => decodeToJson(Uint8Array.from([0x0a, 0x05, 0x41]), schema)).toThrow(ProtoPayloadError);
        expect(() => decodeToJson(Uint8Array.from([0x08, 0x01]), schema)).toThrow(/wrong wire type/);
        expect(() => decodeToJson(Uint8Array.from([0x80]), schema)).toThrow(/Truncated/);
        expect(() => decodeToJson(Uint8Array.from([0x00]), schema)).toThrow(/field number 0/);
        expect(() => decodeToJson(Uint8Array.from([0x1b]), schema)).toThrow(/Unsupported wire type 3/);
        let deep = new Uint8Array();
        const varint = (n: number) => {
            const out: number[] = [];
            for (; n > 127; n >>>= 7) out.push((n & 0x7f) | 0x80);
            return [...out, n];
        };
        for (let i = 0; i < 80; i++) {
            deep = Uint8Array.from([0x12, ...varint(deep.length), ...deep]);
            if (i === 40) expect(() => decodeToJson(deep, schema)).not.toThrow();
        }
        expect(() => decodeToJson(deep, schema)).toThrow(/nested too deeply/);
        expect(() => encodeFromJson({ a: 'x', next: 'not an object' }, schema)).toThrow(/expects an object/);
    });
});
