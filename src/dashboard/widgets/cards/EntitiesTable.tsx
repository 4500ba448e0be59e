import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { ENTITY_TYPE_TEXTS, isKnownEntityType } from '../../../components/pickers/entityTypes';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { formatValue, numericValue } from '../../runtime/formatValue';
import { ActionIcon } from '../../runtime/ActionIcon';
import { useWidgetActions } from '../../runtime/WidgetActionContext';
import type { ActionEntity } from '../../runtime/widgetActions';
import { cellLookKey } from './cellFunctions';
import { configuredDataKeys, entityTableOf, type EntityRow } from './entityRows';
import { useCellLooks } from './useCellLooks';
import { parseSortOrder } from './tableView';
import { WidgetTable, type TableColumn } from './WidgetTable';

/** The settings of ThingsBoard's entities table that the console reads (reference widget index). */
export interface EntitiesTableSettings {
    entitiesTitle?: string;
    enableSearch?: boolean;
    enableStickyHeader?: boolean;
    displayEntityName?: boolean;
    entityNameColumnTitle?: string;
    displayEntityLabel?: boolean;
    entityLabelColumnTitle?: string;
    displayEntityType?: boolean;
    displayPagination?: boolean;
    defaultPageSize?: number;
    defaultSortOrder?: string;
}

/** Column ids of the entity's own fields; key columns use their index. */
const ENTITY_COLUMNS = { entityName: 'entityName', entityLabel: 'entityLabel', entityType: 'entityType' } as const;

/** The entity of a row, as actions receive it. */
const actionEntityOf = (row: EntityRow): ActionEntity => ({
    entityId: row.datasource.entityId && row.datasource.entityType ? { entityType: row.datasource.entityType, id: row.datasource.entityId } : undefined,
    entityName: row.datasource.entityName ?? undefined,
    entityLabel: row.datasource.entityLabel ?? undefined,
});

/**
 * ThingsBoard's entities table: a row per entity of the datasources, its name (and optionally
 * label and type), then the latest value of each data key, drawn by the key's cell content and
 * style functions when it sets them. Search, sort and paging happen here; a row click runs the
 * widget's 'rowClick' actions on that entity, and each action cell button its own action.
 */
export const EntitiesTable = ({ widget, snapshot, width }: WidgetComponentProps) => {
    const translate = useTranslate();
    const runActions = useWidgetActions();
    const settings = (widget.config.settings ?? {}) as EntitiesTableSettings;
    const { columns: keyColumns, rows } = entityTableOf(snapshot.data, configuredDataKeys(widget.config.datasources));
    const cellLooks = useCellLooks(rows, keyColumns);

    const typeName = (row: EntityRow) => {
        const type = row.datasource.entityType ?? '';
        return isKnownEntityType(type) ? translate(ENTITY_TYPE_TEXTS[type].name) : type;
    };
    const columns: Array<TableColumn<EntityRow>> = [];
    if (settings.displayEntityName !== false) {
        columns.push({ id: ENTITY_COLUMNS.entityName, label: settings.entityNameColumnTitle || translate('entity.entity-name'), text: row => row.datasource.entityName ?? '' });
    }
    if (settings.displayEntityLabel) {
        columns.push({ id: ENTITY_COLUMNS.entityLabel, label: settings.entityLabelColumnTitle || translate('entity.entity-label'), text: row => row.datasource.entityLabel ?? '' });
    }
    if (settings.displayEntityType) columns.push({ id: ENTITY_COLUMNS.entityType, label: translate('entity.entity-type'), text: typeName });
    keyColumns.forEach((column, index) => {
        const decimals = column.dataKey.decimals ?? widget.config.decimals;
        const units = column.dataKey.units ?? widget.config.units;
        columns.push({
            id: String(index),
            label: column.label,
            numeric: rows.some(row => numericValue(row.values[index]) !== null),
            text: row => formatValue(row.values[index], decimals, units),
            value: row => row.values[index],
            render: row => {
                const look = cellLooks.get(cellLookKey(row.rowKey, index));
                if (!look) return formatValue(row.values[index], decimals, units);
                if (look.html !== undefined) return <Box component="span" style={look.style} dangerouslySetInnerHTML={{ __html: look.html }} />;
                return <Box component="span" style={look.style}>{formatValue(row.values[index], decimals, units)}</Box>;
            },
        });
    });

    const defaultSort = parseSortOrder(settings.defaultSortOrder ?? ENTITY_COLUMNS.entityName, name => {
        if (name in ENTITY_COLUMNS) return name;
        const index = keyColumns.findIndex(column => column.name === name || column.label === name);
        return index < 0 ? null : String(index);
    });
    const hasRowClick = (widget.config.actions?.rowClick ?? []).length > 0;
    const cellButtons = widget.config.actions?.actionCellButton ?? [];
    // ThingsBoard shows entitiesTitle in place of the widget title: here it heads the table only
    // when the widget's title bar is hidden or says something else.
    const widgetTitle = widget.config.title ?? widget.title ?? '';
    const titleBarShown = widget.config.showTitle !== false && widgetTitle !== '';
    const tableTitle = titleBarShown ? (settings.entitiesTitle !== widgetTitle ? settings.entitiesTitle : undefined) : settings.entitiesTitle || widgetTitle;

    return (
        <WidgetTable
            label={widget.config.title ?? translate('entity.entities')}
            title={tableTitle}
            columns={columns}
            rows={rows}
            rowKey={row => row.rowKey}
            enableSearch={settings.enableSearch !== false}
            displayPagination={settings.displayPagination !== false}
            defaultPageSize={settings.defaultPageSize}
            defaultSortOrder={defaultSort}
            stickyHeader={settings.enableStickyHeader !== false}
            emptyText={snapshot.loading ? '' : translate('entity.no-entities-prompt')}
            width={width}
            onRowClick={hasRowClick ? row => runActions('rowClick', actionEntityOf(row)) : undefined}
            rowActions={
                cellButtons.length > 0
                    ? row =>
                          cellButtons.map((action, index) => (
                              <Tooltip key={action.id ?? index} title={action.name ?? ''}>
                                  <IconButton size="small" aria-label={action.name} onClick={() => runActions('actionCellButton', actionEntityOf(row), action.name)}>
                                      <ActionIcon name={action.icon} fontSize="small" />
                                  </IconButton>
                              </Tooltip>
                          ))
                    : undefined
            }
        />
    );
};
