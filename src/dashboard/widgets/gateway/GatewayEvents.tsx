import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Widget } from '../../model/dashboardConfig';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { formatValue } from '../../runtime/formatValue';
import { useWidgetFeed } from '../../runtime/useWidgetFeed';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { useRpcTarget } from '../controls/useRpcTarget';
import { fetchTimeseriesKeys } from './gatewayApi';
import { eventKeysOf } from './gatewayKeys';

/**
 * ThingsBoard's Gateway events: the gateway's time-series keys that match the `eventsReg` filters
 * (found among all its keys, as the gateway names them per connector), each with its latest value,
 * live. The widget's own data keys are not used.
 */
export const GatewayEvents = ({ widget }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const aliasId = widget.config.datasources?.[0]?.entityAliasId;
    const target = useRpcTarget(aliasId ? [aliasId] : null);
    const deviceId = target.status === 'ready' ? target.target.deviceId : null;
    const [keys, setKeys] = useState<string[] | null>(null);
    const filtersKey = JSON.stringify(settings.eventsReg ?? []);
    useEffect(() => {
        setKeys(null);
        if (!deviceId) return;
        const controller = new AbortController();
        fetchTimeseriesKeys(deviceId, controller.signal).then(
            all => setKeys(eventKeysOf(all, JSON.parse(filtersKey))),
            () => !controller.signal.aborted && setKeys([]),
        );
        return () => controller.abort();
    }, [deviceId, filtersKey]);

    const scope = useWidgetScope();
    const eventsWidget: Widget = useMemo(
        () => ({
            ...widget,
            type: 'latest',
            config: { ...widget.config, datasources: aliasId && keys?.length ? [{ type: 'entity', entityAliasId: aliasId, dataKeys: keys.map(name => ({ name, type: 'timeseries', label: name })) }] : [] },
        }),
        [widget, aliasId, keys],
    );
    const snapshot = useWidgetFeed({ widget: eventsWidget, ...scope, timewindow: {} });
    const latest = (key: string) => snapshot.data.find(entry => entry.dataKey.name === key)?.data.at(-1)?.[1];
    const title = typeof settings.eventsTitle === 'string' ? settings.eventsTitle : '';

    let body;
    if (target.status === 'none') body = <Typography color="text.secondary">{translate('widgets.gateway.no-gateway')}</Typography>;
    else if (keys === null) body = null;
    else if (keys.length === 0) body = <Typography color="text.secondary">{translate('widgets.gateway.no-events')}</Typography>;
    else
        body = (
            <Table size="small" aria-label={title || translate('widgets.gateway.events')}>
                <TableBody>
                    {keys.map(key => (
                        <TableRow key={key}>
                            <TableCell sx={{ color: 'text.secondary', width: '40%', wordBreak: 'break-word' }}>{key}</TableCell>
                            <TableCell sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formatValue(latest(key), widget.config.decimals, widget.config.units)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        );
    return (
        <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
            {title && <Typography variant="subtitle2">{title}</Typography>}
            <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: keys?.length ? 'flex-start' : 'center', alignItems: keys?.length ? 'stretch' : 'center' }}>{body}</Box>
        </Box>
    );
};
