import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../runtime/formatValue';
import { useWidgetTimewindow } from '../../runtime/WidgetTimewindowContext';
import { configuredDataKeys } from './entityRows';
import { entityTabsOf, timestampRowsOf, type EntityTab, type TimestampRow } from './timeseriesRows';
import { WidgetTable, type TableColumn } from './WidgetTable';

/** The settings of ThingsBoard's timeseries table that the console reads. */
export interface TimeseriesTableSettings {
    enableSearch?: boolean;
    enableStickyHeader?: boolean;
    showTimestamp?: boolean;
    showMilliseconds?: boolean;
    displayPagination?: boolean;
    useEntityLabel?: boolean;
    defaultPageSize?: number;
    hideEmptyLines?: boolean;
}

const TIMESTAMP = 'ts';

const tabLabel = (tab: EntityTab, useEntityLabel: boolean) =>
    (useEntityLabel ? tab.datasource.entityLabel || tab.datasource.entityName : tab.datasource.entityName) || tab.datasource.name || tab.rowKey;

/**
 * ThingsBoard's timeseries table: a tab per entity, and in each a row per timestamp of the time
 * window (newest first) with a column per data key; search, sort and paging as the entities table.
 */
export const TimeseriesTable = ({ widget, snapshot, width }: WidgetComponentProps) => {
    const translate = useTranslate();
    const window = useWidgetTimewindow();
    const zone = window?.model.timezone ?? null;
    const settings = (widget.config.settings ?? {}) as TimeseriesTableSettings;
    const tabs = entityTabsOf(snapshot.data);
    const [selected, setSelected] = useState(0);
    const tab = tabs[Math.min(selected, tabs.length - 1)];
    const rows = tab ? timestampRowsOf(tab.series, settings.hideEmptyLines) : [];
    const format = settings.showMilliseconds ? 'yyyy-MM-dd HH:mm:ss.SSS' : 'yyyy-MM-dd HH:mm:ss';

    const columns: Array<TableColumn<TimestampRow>> = [];
    if (settings.showTimestamp !== false) {
        columns.push({ id: TIMESTAMP, label: translate('widgets.table.timestamp'), text: row => DateTime.fromMillis(row.ts, zone ? { zone } : {}).toFormat(format), value: row => row.ts });
    }
    // Before any entity resolves, the first datasource's configured keys head the empty table, as in ThingsBoard.
    const keyColumns = tab
        ? tab.series.map(({ datasource, dataKey }) => ({ dataKey, label: dataKeyLabel(datasource, dataKey) }))
        : configuredDataKeys(widget.config.datasources?.slice(0, 1)).map(dataKey => ({ dataKey, label: dataKey.label?.includes('${') ? dataKey.name : dataKey.label || dataKey.name }));
    keyColumns.forEach(({ dataKey, label }, index) => {
        const decimals = dataKey.decimals ?? widget.config.decimals;
        const units = dataKey.units ?? widget.config.units;
        columns.push({
            id: String(index),
            label,
            numeric: rows.some(row => numericValue(row.values[index]) !== null),
            text: row => formatValue(row.values[index], decimals, units),
            value: row => row.values[index],
        });
    });

    return (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
            {tabs.length > 1 && (
                <Tabs value={Math.min(selected, tabs.length - 1)} onChange={(_, next: number) => setSelected(next)} variant="scrollable" scrollButtons="auto" sx={{ minHeight: 36, flexShrink: 0, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
                    {tabs.map(entry => (
                        <Tab key={entry.rowKey} label={tabLabel(entry, settings.useEntityLabel === true)} />
                    ))}
                </Tabs>
            )}
            <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
                <WidgetTable
                    // A new tab starts on its first page with its own search.
                    key={tab?.rowKey ?? 'none'}
                    label={tab ? tabLabel(tab, settings.useEntityLabel === true) : (widget.config.title ?? '')}
                    columns={columns}
                    rows={rows}
                    rowKey={row => String(row.ts)}
                    enableSearch={settings.enableSearch !== false}
                    displayPagination={settings.displayPagination !== false}
                    defaultPageSize={settings.defaultPageSize}
                    defaultSortOrder={settings.showTimestamp !== false ? { column: TIMESTAMP, direction: 'desc' } : null}
                    stickyHeader={settings.enableStickyHeader !== false}
                    emptyText={snapshot.loading ? '' : translate('widget.no-data-found')}
                    width={width}
                />
            </Box>
        </Box>
    );
};
