import type { EntityId } from '../../../shared/generated/api.gen';
import { routeOf } from '../../providers/data/resourceLookup';
import { searchableDefinition } from '../pickers/entitySearch';

/** The details page of an alarm's originator (/devices/<id>/show …), or null for a type the console has no page for. */
export const originatorPath = (originator: Pick<EntityId, 'entityType' | 'id'>): string | null => {
    const definition = searchableDefinition(originator.entityType);
    return definition ? `/${routeOf(definition)}/${originator.id}/show` : null;
};
