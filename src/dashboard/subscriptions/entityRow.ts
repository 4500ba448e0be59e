import type { EntityData, EntityKey, TsValue } from '../../../shared/generated/api.gen';
import type { DataKey, Datasource } from '../model/dashboardConfig';
import type { DataPoint, ResolvedDatasource } from '../model/widgetData';

/** A JSON number as the server writes one ("23.5", "42", "2.0", "-1e3"); "007" or " 5" stay text. */
const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Entity data values arrive as text; numbers become numbers (charts and formatting need them), the rest stays as it is. */
export const pointValue = (value: unknown): unknown => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value);

export const toPoint = (value: TsValue): DataPoint => [value.ts, pointValue(value.value)];

/** A latest value as points: none when the server says the key has no value ({ts: 0, value: ""}). */
export function latestPoints(latest: EntityData['latest'] | null | undefined, key: EntityKey): DataPoint[] | undefined {
    const value = latest?.[key.type]?.[key.key];
    if (!value) return undefined;
    return value.ts === 0 && value.value === '' ? [] : [toPoint(value)];
}

const fieldText = (entity: EntityData, field: string): string => {
    const value = entity.latest?.ENTITY_FIELD?.[field]?.value;
    return typeof value === 'string' ? value : '';
};

/** additionalInfo.description, when additionalInfo is a JSON object holding one. */
function descriptionOf(additionalInfo: string): string | undefined {
    try {
        const info: unknown = JSON.parse(additionalInfo);
        const description = typeof info === 'object' && info !== null ? (info as { description?: unknown }).description : undefined;
        return typeof description === 'string' && description ? description : undefined;
    } catch {
        return undefined;
    }
}

/** The datasource of one entity the alias resolved to: the template with the entity's id, name, label and description. */
export function rowDatasource(template: Datasource, dataKeys: DataKey[], entity: EntityData): ResolvedDatasource {
    const name = fieldText(entity, 'name');
    const label = fieldText(entity, 'label');
    return {
        ...template,
        dataKeys,
        rowKey: `${entity.entityId.entityType}:${entity.entityId.id}`,
        entityType: entity.entityId.entityType,
        entityId: entity.entityId.id,
        entityName: name,
        name,
        // ThingsBoard shows the name where an entity has no label.
        entityLabel: label || name,
        entityDescription: descriptionOf(fieldText(entity, 'additionalInfo')),
    };
}
