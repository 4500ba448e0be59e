import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityCountDataKey } from '../../datasources/datasourceKeys';
import type { DashboardFilter, DataKey, Datasource, DatasourceType, EntityAlias, WidgetConfig } from '../../model/dashboardConfig';
import { EntityAliasDialog } from '../aliases/EntityAliasDialog';
import { AliasSelect } from './AliasSelect';
import { DataKeyDialog } from './DataKeyDialog';
import { DataKeysInput } from './DataKeysInput';
import { datasourceProblems, kindRules, newDatasource } from './widgetConfigModel';

const DATASOURCE_TYPE_LABELS: Readonly<Record<DatasourceType, string>> = {
    entity: 'datasource.type-entity',
    function: 'datasource.type-function',
    entityCount: 'datasource.type-entity-count',
};

export interface DataTabProps {
    kind: string;
    config: WidgetConfig;
    onChange(config: WidgetConfig): void;
    aliases: Record<string, EntityAlias>;
    /** An alias made with 'create a new alias'. */
    onAliasAdded(alias: EntityAlias): void;
    filters: Record<string, DashboardFilter>;
    dataKeySettingsSchema?: string | null;
    showErrors: boolean;
}

type Editing = { datasource: number; key: number } | null;
/** Where 'create a new alias' puts the new alias's id. */
type AliasTarget = { name: string; assign(aliasId: string): void } | null;

/** The Data tab: datasources (or the alarm source, or the RPC target) by the widget kind's rules. */
export const DataTab = ({ kind, config, onChange, aliases, onAliasAdded, filters, dataKeySettingsSchema, showErrors }: DataTabProps) => {
    const translate = useTranslate();
    const rules = kindRules(kind);
    const [editing, setEditing] = useState<Editing>(null);
    const [creating, setCreating] = useState<AliasTarget>(null);
    const problems = showErrors ? datasourceProblems(kind, config) : [];
    const problemOf = (index: number, message: string) => problems.some(problem => problem.index === index && problem.message === message);

    if (rules.data === 'none') return <Typography color="text.secondary" sx={{ py: 2 }}>{translate('widget-config.no-data-needed')}</Typography>;

    const aliasDialog = creating && (
        <EntityAliasDialog
            aliases={aliases}
            initialName={creating.name}
            allowedFilterTypes={rules.data === 'target' ? ['singleEntity', 'entityList', 'entityName', 'deviceType', 'stateEntity', 'relationsQuery', 'deviceSearchQuery'] : undefined}
            onSave={alias => {
                onAliasAdded(alias);
                creating.assign(alias.id);
                setCreating(null);
            }}
            onClose={() => setCreating(null)}
        />
    );

    if (rules.data === 'target') {
        const targetId = config.targetDeviceAliasIds?.[0] ?? null;
        const setTarget = (aliasId: string | null) => onChange({ ...config, targetDeviceAliasIds: aliasId ? [aliasId] : [] });
        return (
            <Stack spacing={2} sx={{ pt: 1 }}>
                <Typography variant="subtitle2">{translate('widget-config.target-device')}</Typography>
                <AliasSelect
                    aliases={aliases}
                    value={targetId}
                    onChange={setTarget}
                    onCreate={name => setCreating({ name, assign: setTarget })}
                    label={translate('widget-config.target-device-alias')}
                    error={problems.length > 0 ? translate('widget-config.target-device-required') : null}
                />
                {aliasDialog}
            </Stack>
        );
    }

    const isAlarm = rules.data === 'alarmSource';
    const datasources: Datasource[] = isAlarm ? [config.alarmSource ?? newDatasource('entity')] : (config.datasources ?? []);
    const setDatasources = (next: Datasource[]) => onChange(isAlarm ? { ...config, alarmSource: next[0] } : { ...config, datasources: next });
    const update = (index: number, changes: Partial<Datasource>) => setDatasources(datasources.map((datasource, i) => (i === index ? { ...datasource, ...changes } : datasource)));
    const keyCount = (upTo: number) => datasources.slice(0, upTo).reduce((count, datasource) => count + datasource.dataKeys.length, 0);
    const changeType = (index: number, type: DatasourceType) =>
        update(index, { ...newDatasource(type), dataKeys: type === 'entityCount' ? [entityCountDataKey(keyCount(index))] : [], entityAliasId: datasources[index].entityAliasId, filterId: datasources[index].filterId });
    const editedKey = editing ? datasources[editing.datasource]?.dataKeys[editing.key] : undefined;

    return (
        <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="subtitle2">{translate(isAlarm ? 'widget-config.alarm-source' : 'widget-config.datasources')}</Typography>
            {datasources.length === 0 && <Typography color="text.secondary">{translate('datasource.add-datasource-prompt')}</Typography>}
            {datasources.map((datasource, index) => (
                <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`${translate('widget-config.datasource')} ${index + 1}`}>
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'flex-start' }}>
                        {rules.datasourceTypes.length > 1 && (
                            <TextField select size="small" label={translate('datasource.type')} value={datasource.type} onChange={event => changeType(index, event.target.value as DatasourceType)} sx={{ width: { md: 150 }, flex: 'none' }}>
                                {rules.datasourceTypes.map(type => (
                                    <MenuItem key={type} value={type}>{translate(DATASOURCE_TYPE_LABELS[type])}</MenuItem>
                                ))}
                            </TextField>
                        )}
                        {datasource.type !== 'function' && (
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { md: 380 }, flex: 'none' }}>
                                <AliasSelect
                                    aliases={aliases}
                                    value={datasource.entityAliasId}
                                    onChange={aliasId => update(index, { entityAliasId: aliasId })}
                                    onCreate={name => setCreating({ name, assign: aliasId => update(index, { entityAliasId: aliasId }) })}
                                    error={problemOf(index, 'datasource.alias-required') ? translate('datasource.alias-required') : null}
                                />
                                <TextField select size="small" label={translate('datasource.filter')} value={datasource.filterId ?? ''} onChange={event => update(index, { filterId: event.target.value || null })} sx={{ width: { sm: 150 }, flex: 'none' }}>
                                    <MenuItem value="">
                                        <em>{translate('datasource.no-filter')}</em>
                                    </MenuItem>
                                    {Object.values(filters).map(filter => (
                                        <MenuItem key={filter.id} value={filter.id}>{filter.filter}</MenuItem>
                                    ))}
                                </TextField>
                            </Stack>
                        )}
                        <Stack sx={{ flex: 1, minWidth: { md: 240 } }}>
                            <DataKeysInput
                                kind={kind}
                                datasourceType={datasource.type}
                                alias={datasource.entityAliasId ? aliases[datasource.entityAliasId] : undefined}
                                value={datasource.dataKeys}
                                onChange={dataKeys => update(index, { dataKeys })}
                                onEdit={key => setEditing({ datasource: index, key })}
                                colorIndex={keyCount(datasources.length)}
                                error={problemOf(index, 'datakey.data-keys-required') ? translate('datakey.data-keys-required') : null}
                            />
                        </Stack>
                        {!isAlarm && (
                            <IconButton aria-label={translate('widget-config.remove-datasource')} onClick={() => setDatasources(datasources.filter((_, i) => i !== index))} size="small" sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        )}
                    </Stack>
                </Paper>
            ))}
            {!isAlarm && (
                <div>
                    <Button startIcon={<AddIcon />} variant="outlined" size="small" onClick={() => setDatasources([...datasources, newDatasource(rules.datasourceTypes[0])])}>
                        {translate('widget-config.add-datasource')}
                    </Button>
                </div>
            )}
            {editing && editedKey && (
                <DataKeyDialog
                    dataKey={editedKey}
                    dataKeySettingsSchema={dataKeySettingsSchema}
                    onSave={(saved: DataKey) => {
                        update(editing.datasource, { dataKeys: datasources[editing.datasource].dataKeys.map((key, i) => (i === editing.key ? saved : key)) });
                        setEditing(null);
                    }}
                    onClose={() => setEditing(null)}
                />
            )}
            {aliasDialog}
        </Stack>
    );
};
