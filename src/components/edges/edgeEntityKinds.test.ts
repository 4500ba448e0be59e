import { describe, expect, it } from 'vitest';
import { EDGE_ENTITY_PATHS } from '../../pages/edges/edgeEntityPaths';
import { EDGE_ENTITY_KINDS, edgeEntitiesPath, edgeEntityKindOf } from './edgeEntityKinds';

describe('edge entity pages', () => {
    it('one routed page per kind, each finding its kind from its path', () => {
        expect(EDGE_ENTITY_KINDS.map(kind => `/edgeInstances/:edgeId/${kind.path}`)).toEqual([...EDGE_ENTITY_PATHS]);
        for (const kind of EDGE_ENTITY_KINDS) expect(edgeEntityKindOf(edgeEntitiesPath('e1', kind))).toBe(kind);
        expect(edgeEntityKindOf('/edgeInstances/e1/show')).toBeUndefined();
    });

    it('offers only edge rule chains for assignment', () => {
        expect(EDGE_ENTITY_KINDS.find(kind => kind.entityType === 'RULE_CHAIN')?.subType).toBe('EDGE');
    });
});
