import type { RaRecord, TranslateFunction } from 'react-admin';
import type { ResourceDefinition } from '../../resources/kernel';
import { capitalisesNouns } from '../../shared/i18n/languages';

/** The entity's kind ("Device") and its title ("Thermostat T1"), for messages about one entity. */
export const entityMessageArgs = (resource: ResourceDefinition, record: RaRecord, translate: TranslateFunction) => ({
    entity: translate(`resources.${resource.name}.name`, { smart_count: 1 }),
    name: String(record[resource.titleField] ?? record.name ?? record.id),
});

/**
 * A number of entities as the language counts them: "1 device", "3 devices", "3 устройства",
 * "5 устройств" (its `resources.<name>.count` text carries the language's plural forms).
 */
export const entityCount = (resource: ResourceDefinition, count: number, translate: TranslateFunction) =>
    translate(`resources.${resource.name}.count`, { smart_count: count });

/**
 * The entity's kind after a word, not a number ("No devices yet"): lower case ("1 device", "3 devices"), except in
 * languages that capitalise nouns ("3 Geräte"). `locale` is react-admin's (useLocaleState).
 */
export const entityCountName = (resource: ResourceDefinition, count: number, translate: TranslateFunction, locale: string) => {
    const name = translate(`resources.${resource.name}.name`, { smart_count: count });
    return capitalisesNouns(locale) ? name : name.toLocaleLowerCase(locale);
};
