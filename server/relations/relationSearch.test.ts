import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { findRelatedEntities, findRelationsByQuery, walkRelations } from './relationSearch';
import { RelationStore } from './relationStore';

/** A → B → C → A (a loop) and B → D; all "Contains" except B → D ("Manages"). */
function graph(): RelationStore {
    const sqlite = new Database(':memory:');
    sqlite.exec(`CREATE TABLE relation (from_id TEXT, from_type TEXT, to_id TEXT, to_type TEXT, relation_type_group TEXT, relation_type TEXT, additional_info TEXT,
        PRIMARY KEY (from_id, from_type, relation_type_group, relation_type, to_id, to_type))`);
    const store = new RelationStore(sqlite);
    const edge = (from: string, to: string, type = 'Contains', toType = 'ASSET') =>
        store.save({ from: { entityType: 'ASSET', id: from }, to: { entityType: toType, id: to }, type, typeGroup: 'COMMON', additionalInfo: null });
    edge('A', 'B');
    edge('B', 'C');
    edge('C', 'A');
    edge('B', 'D', 'Manages', 'DEVICE');
    return store;
}

const root = { entityType: 'ASSET', id: 'A' };
const pairs = (relations: Array<{ from: { id: string }; to: { id: string } }>) => relations.map(r => `${r.from.id}>${r.to.id}`).sort();

describe('relation search', () => {
    it('walks level by level, listing a loop back to the root once and never following it', () => {
        const found = walkRelations(graph(), { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel: 0 });
        expect(found.map(({ relation, level }) => `${relation.from.id}>${relation.to.id}@${level}`).sort()).toEqual(['A>B@1', 'B>C@2', 'B>D@2', 'C>A@3']);
        expect(walkRelations(graph(), { root, direction: 'TO', typeGroup: 'COMMON', maxLevel: 1 }).map(({ relation }) => relation.from.id)).toEqual(['C']);
        expect(walkRelations(graph(), { root, direction: 'FROM', typeGroup: 'EDGE', maxLevel: 0 })).toEqual([]);
    });

    it('keeps only relations at maxLevel with fetchLastLevelOnly, and none without a level limit (ThingsBoard)', () => {
        const store = graph();
        expect(pairs(findRelationsByQuery(store, { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel: 2 }, [], true))).toEqual(['B>C', 'B>D']);
        expect(findRelationsByQuery(store, { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel: 0 }, [], true)).toEqual([]);
        expect(pairs(findRelationsByQuery(store, { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel: 2 }, [{ relationType: 'Manages' }], false))).toEqual(['B>D']);
        expect(pairs(findRelationsByQuery(store, { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel: 3 }, [{ entityTypes: ['ASSET'] }], false))).toEqual(['A>B', 'B>C', 'C>A']);
    });

    it('finds the far entities once each; last level only also keeps entities with nowhere further to go', () => {
        const store = graph();
        const ids = (maxLevel: number, last: boolean, filters = [{ relationType: 'Contains' }]) =>
            findRelatedEntities(store, { root, direction: 'FROM', typeGroup: 'COMMON', maxLevel }, filters, last).map(entity => entity.id).sort();
        expect(ids(0, false)).toEqual(['A', 'B', 'C']);
        expect(ids(2, true)).toEqual(['C']);
        // Following every type, D is a leaf at level 2 and C sits at maxLevel.
        expect(ids(2, true, [])).toEqual(['C', 'D']);
        expect(ids(3, true, [])).toEqual(['A', 'D']);
    });
});
