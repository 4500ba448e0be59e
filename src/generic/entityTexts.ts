import type { RaRecord, TranslateFunction } from 'react-admin';
import type { ResourceDefinition } from '../../resources/kernel';

/** The entity's kind ("Device") and its title ("Thermostat T1"), for messages about one entity. */
export const entityMessageArgs = (resource: ResourceDefinition, record: RaRecord, translate: TranslateFunction) => ({
    entity: translate(`resources.${resource.name}.name`, { smart_count: 1 }),
    name: String(record[resource.titleField] ?? record.name ?? record.id),
});

/** The entity's kind for a count, lower case ("1 device", "3 devices"). */
export const entityCountName = (resource: ResourceDefinition, count: number, translate: TranslateFunction) =>
    translate(`resources.${resource.name}.name`, { smart_count: count }).toLowerCase();
