import { describe, expect, it } from 'vitest';
import { API_DOCUMENT, type ApiDocument, type JsonSchema } from './apiDocument';
import { childNodes, schemaNode, type SchemaNode } from './schemaTree';

const document = (schemas: Record<string, JsonSchema>): ApiDocument => ({
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas },
});

const byName = (nodes: SchemaNode[]) => Object.fromEntries(nodes.map(node => [node.name, node]));

describe('schemaNode', () => {
    const doc = document({
        EntityId: {
            type: 'object',
            required: ['entityType', 'id'],
            properties: {
                entityType: { type: 'string', enum: ['DEVICE', 'ASSET'] },
                id: { type: 'string', format: 'uuid' },
            },
        },
        Device: {
            type: 'object',
            required: ['name'],
            properties: {
                id: { $ref: '#/components/schemas/EntityId', description: 'Set on update' },
                name: { type: 'string', minLength: 1, maxLength: 255 },
                label: { type: ['string', 'null'] },
                tags: { type: 'array', items: { type: 'string' } },
                additionalInfo: { type: 'object', additionalProperties: { type: 'integer' } },
            },
        },
        Alias: { $ref: '#/components/schemas/Device' },
    });

    it('follows a $ref and names the component; keywords beside the ref win', () => {
        const device = schemaNode({ $ref: '#/components/schemas/Device' }, doc);
        expect(device).toMatchObject({ type: 'object', refName: 'Device', recursive: false, hasChildren: true });
        const id = byName(childNodes(device, doc)).id;
        expect(id).toMatchObject({ refName: 'EntityId', description: 'Set on update', required: false });
        const idFields = byName(childNodes(id, doc));
        expect(idFields.entityType).toMatchObject({ type: 'string', enumValues: ['DEVICE', 'ASSET'], required: true });
        expect(idFields.id).toMatchObject({ format: 'uuid', required: true });
    });

    it('follows a ref to a ref', () => {
        expect(schemaNode({ $ref: '#/components/schemas/Alias' }, doc)).toMatchObject({ refName: 'Device', type: 'object' });
    });

    it('shows required names, nullable types, constraints, arrays and maps', () => {
        const fields = byName(childNodes(schemaNode({ $ref: '#/components/schemas/Device' }, doc), doc));
        expect(fields.name).toMatchObject({ required: true, constraints: ['minLength: 1', 'maxLength: 255'] });
        expect(fields.label.type).toBe('string | null');
        expect(fields.tags).toMatchObject({ type: 'array<string>', hasChildren: false });
        expect(childNodes(fields.additionalInfo, doc)).toMatchObject([{ name: '[key: string]', type: 'integer' }]);
    });

    it("shows an array of a component with the items' properties as its children", () => {
        const list = schemaNode({ type: 'array', items: { $ref: '#/components/schemas/EntityId' } }, doc);
        expect(list).toMatchObject({ type: 'array<EntityId>', refName: 'EntityId', hasChildren: true });
        expect(childNodes(list, doc).map(node => node.name)).toEqual(['entityType', 'id']);
    });

    it('lists the alternatives of a oneOf and merges the members of an allOf', () => {
        const either = schemaNode({ oneOf: [{ $ref: '#/components/schemas/EntityId' }, { type: 'string' }] }, doc);
        expect(childNodes(either, doc)).toMatchObject([
            { alternative: 'oneOf', refName: 'EntityId' },
            { alternative: 'oneOf', type: 'string' },
        ]);
        const both = schemaNode(
            { allOf: [{ $ref: '#/components/schemas/EntityId' }, { required: ['extra'], properties: { extra: { type: 'boolean' } } }] },
            doc
        );
        expect(childNodes(both, doc).map(node => [node.name, node.required])).toEqual([
            ['entityType', true],
            ['id', true],
            ['extra', true],
        ]);
    });

    it("names a oneOf's alternatives in its type, and shows a ref or null as the nullable ref", () => {
        expect(schemaNode({ oneOf: [{ $ref: '#/components/schemas/Device' }, { type: 'array' }] }, doc).type).toBe('Device | array');
        const nullable = schemaNode({ oneOf: [{ $ref: '#/components/schemas/EntityId' }, { type: 'null' }], description: 'Or none' }, doc);
        expect(nullable).toMatchObject({ type: 'object | null', refName: 'EntityId', description: 'Or none', alternative: undefined });
        expect(childNodes(nullable, doc).map(node => node.name)).toEqual(['entityType', 'id']);
    });

    it('leaves a dangling ref as an untyped node instead of failing', () => {
        expect(schemaNode({ $ref: '#/components/schemas/Missing' }, doc)).toMatchObject({ refName: 'Missing', type: 'any', hasChildren: false });
    });
});

describe('the recursion guard', () => {
    const doc = document({
        Filter: {
            type: 'object',
            properties: {
                key: { type: 'string' },
                predicates: { type: 'array', items: { $ref: '#/components/schemas/Filter' } },
                parent: { $ref: '#/components/schemas/Filter' },
            },
        },
        Loop: { $ref: '#/components/schemas/Loop' },
        Mutual: { allOf: [{ $ref: '#/components/schemas/Mutual' }, { properties: { a: { type: 'string' } } }] },
    });

    it('names a ref that is already being expanded above and offers no children for it', () => {
        const filter = schemaNode({ $ref: '#/components/schemas/Filter' }, doc);
        const fields = byName(childNodes(filter, doc));
        expect(fields.parent).toMatchObject({ refName: 'Filter', recursive: true, hasChildren: false });
        expect(fields.predicates).toMatchObject({ type: 'array<Filter>', recursive: true, hasChildren: false });
        expect(childNodes(fields.parent, doc)).toEqual([]);
    });

    it('expands the same component again where it is not its own ancestor', () => {
        const pair = schemaNode(
            { type: 'object', properties: { a: { $ref: '#/components/schemas/Filter' }, b: { $ref: '#/components/schemas/Filter' } } },
            doc
        );
        expect(childNodes(pair, doc).map(node => [node.name, node.recursive, node.hasChildren])).toEqual([
            ['a', false, true],
            ['b', false, true],
        ]);
    });

    it('ends on a ref to itself and on an allOf that includes itself', () => {
        expect(schemaNode({ $ref: '#/components/schemas/Loop' }, doc)).toMatchObject({ recursive: true, hasChildren: false });
        const mutual = schemaNode({ $ref: '#/components/schemas/Mutual' }, doc);
        expect(childNodes(mutual, doc).map(node => node.name)).toEqual(['a']);
    });
});

describe('the real contract', () => {
    it('opens every node of every component schema down to 5 levels without end or error', () => {
        const walk = (node: SchemaNode, depth: number): number =>
            depth === 0 ? 1 : 1 + childNodes(node, API_DOCUMENT).reduce((sum, child) => sum + walk(child, depth - 1), 0);
        for (const name of Object.keys(API_DOCUMENT.components.schemas)) {
            const node = schemaNode({ $ref: `#/components/schemas/${name}` }, API_DOCUMENT);
            expect(node.refName).toBe(name);
            expect(walk(node, 5)).toBeGreaterThan(0);
        }
    });
});
