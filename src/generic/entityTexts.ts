import type { RaRecord, TranslateFunction } from 'react-admin';
import type { ResourceDefinition } from '../../resources/kernel';
import { capitalisesNouns } from '../../shared/i18n/languages';

/** The entity's kind ("Device") and its title ("Thermostat T1"), for messages about one entity. */
export const entityMessageArgs = (resource: ResourceDefinition, record: RaRecord, translate: TranslateFunction) => ({
    entity: translate(`resources.${resource.name}.name`, { smart_count: 1 }),
    name: String(record[resource.titleField] ?? record.name ?? record.id),
});

/**
 * The entity's kind for a count inside a sentence: lower case ("1 device", "3 devices"), except in
 * languages that capitalise nouns ("3 Geräte"). `locale` is react-admin's (useLocaleState).
 */
export const entityCountName = (resource: ResourceDefinition, count: number, translate: TranslateFunction, locale: string) => {
    const name = translate(`resources.${resource.name}.name`, { smart_count: count });
    return capitalisesNouns(locale) ? name : name.toLocaleLowerCase(locale);
};
