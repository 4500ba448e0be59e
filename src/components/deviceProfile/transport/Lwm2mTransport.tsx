import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useDebouncedSearch } from '../../pickers/useDebouncedSearch';
import type { TransportConfiguration } from '../profileModel';
import { LazySchemaForm } from './LazySchemaForm';
import { Lwm2mObjectModel } from './Lwm2mObjectModel';
import { loadLwm2mObjects, searchLwm2mObjects, type Lwm2mObject } from './lwm2mObjects';
import { fetchServerConfig } from './lwm2mServers';
import { PowerSavingSettings, type PowerSaving } from './PowerSavingSettings';
import { objectKeyIdsOf, withoutObject, type Lwm2mObserveAttr } from './lwm2mObserve';

type Lwm2mTab = 'model' | 'bootstrap' | 'settings';
const TABS: readonly Lwm2mTab[] = ['model', 'bootstrap', 'settings'];

const SERVER_FIELDS = [
    'shortServerId',
    'bootstrapServerIs',
    'host',
    'port',
    'securityMode',
    'serverPublicKey',
    'serverCertificate',
    'clientHoldOffTime',
    'bootstrapServerAccountTimeout',
    'lifetime',
    'defaultMinPeriod',
    'notifIfDisabled',
    'binding',
] as const;
const SETTINGS_FIELDS = ['clientOnlyObserveAfterConnect', 'fwUpdateStrategy', 'swUpdateStrategy', 'fwUpdateResource', 'swUpdateResource', 'compositeOperationsSupport'] as const;
/** Rendered by PowerSavingSettings instead, as for CoAP. */
const POWER_FIELDS = ['powerMode', 'psmActivityTimer', 'edrxCycle', 'pagingTransmissionWindow'] as const;
const TEXTAREAS = new Set(['serverPublicKey', 'serverCertificate']);
/** Choices that are numbers on the wire. */
const ENUM_NAMES: Readonly<Record<string, readonly string[]>> = {
    clientOnlyObserveAfterConnect: ['observe-strategy-1', 'observe-strategy-2'],
    fwUpdateStrategy: ['fw-strategy-1', 'fw-strategy-2', 'fw-strategy-3'],
    swUpdateStrategy: ['sw-strategy-1', 'sw-strategy-2'],
};

type Translate = (key: string) => string;
const fieldUi = (translate: Translate, field: string) => ({
    'ui:title': translate(`device-profile.lwm2m.field.${field}`),
    ...(TEXTAREAS.has(field) ? { 'ui:widget': 'textarea' } : {}),
    ...(ENUM_NAMES[field] ? { 'ui:enumNames': ENUM_NAMES[field].map(name => translate(`device-profile.lwm2m.${name}`)) } : {}),
});
// Servers are added by the buttons above the list, filled from this server's settings.
const serverUi = (translate: Translate) => ({
    'ui:options': { addable: false, orderable: false },
    items: { 'ui:title': ' ', ...Object.fromEntries(SERVER_FIELDS.map(field => [field, fieldUi(translate, field)])) },
});
const settingsUi = (translate: Translate) => ({
    'ui:title': ' ',
    ...Object.fromEntries(SETTINGS_FIELDS.map(field => [field, fieldUi(translate, field)])),
    ...Object.fromEntries(POWER_FIELDS.map(field => [field, { 'ui:widget': 'hidden' }])),
});

/** LwM2M: objects of the resources library and their resources, bootstrap servers, device settings. */
export const Lwm2mTransport = ({ value, onChange }: { value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }) => {
    const translate = useTranslate();
    const [tab, setTab] = useState<Lwm2mTab>('model');
    const observeAttr = value.observeAttr as Lwm2mObserveAttr;
    const clientSettings = (value.clientLwM2mSettings ?? {}) as Record<string, unknown>;
    const setObserveAttr = (next: Lwm2mObserveAttr) => onChange({ ...value, observeAttr: next });
    const [objects, setObjects] = useState<Lwm2mObject[]>([]);
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const { options, loading } = useDebouncedSearch(open, text, searchLwm2mObjects, 'lwm2m');
    const notify = useNotify();
    const addServer = async (bootstrapServer: boolean) => {
        try {
            const server = await fetchServerConfig(bootstrapServer);
            onChange({ ...value, bootstrap: [...((value.bootstrap as unknown[] | undefined) ?? []), server] });
        } catch (error) {
            notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        }
    };

    // A saved profile's objects are loaded once, by the ids its paths name.
    useEffect(() => {
        let live = true;
        void loadLwm2mObjects(objectKeyIdsOf(observeAttr)).then(loaded => live && setObjects(loaded));
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps -- only the profile as it was opened
    }, []);

    return (
        <Stack spacing={2}>
            <Tabs value={tab} onChange={(_, next: Lwm2mTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile>
                {TABS.map(name => (
                    <Tab key={name} value={name} label={translate(`device-profile.lwm2m.tab-${name}`)} />
                ))}
            </Tabs>
            {tab === 'model' && (
                <Stack spacing={1.5}>
                    <Autocomplete<Lwm2mObject, true, false, false>
                        multiple
                        open={open}
                        onOpen={() => setOpen(true)}
                        onClose={() => setOpen(false)}
                        options={options}
                        loading={loading}
                        value={objects}
                        filterOptions={all => all}
                        isOptionEqualToValue={(option, selected) => option.keyId === selected.keyId}
                        getOptionLabel={object => `${object.name} #${object.keyId}`}
                        onInputChange={(_, typed) => setText(typed)}
                        onChange={(_, selected) => {
                            const removed = objects.filter(object => !selected.some(item => item.keyId === object.keyId));
                            setObjects(selected);
                            if (removed.length > 0) setObserveAttr(removed.reduce((attr, object) => withoutObject(attr, object.keyId), observeAttr));
                        }}
                        noOptionsText={translate('device-profile.lwm2m.no-objects-matching')}
                        renderInput={params => <TextField {...params} size="small" label={translate('device-profile.lwm2m.object-list')} />}
                    />
                    {objects.length === 0 && <Typography color="text.secondary">{translate('device-profile.lwm2m.no-objects')}</Typography>}
                    {objects.map(object => (
                        <Lwm2mObjectModel
                            key={object.keyId}
                            object={object}
                            value={observeAttr}
                            onChange={setObserveAttr}
                            onRemove={() => {
                                setObjects(objects.filter(item => item.keyId !== object.keyId));
                                setObserveAttr(withoutObject(observeAttr, object.keyId));
                            }}
                        />
                    ))}
                </Stack>
            )}
            {tab === 'bootstrap' && (
                <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        {([false, true] as const).map(bootstrapServer => (
                            <Button
                                key={String(bootstrapServer)}
                                variant="outlined"
                                size="small"
                                startIcon={<AddIcon />}
                                onClick={() => void addServer(bootstrapServer)}
                            >
                                {translate(bootstrapServer ? 'device-profile.lwm2m.add-bootstrap-server' : 'device-profile.lwm2m.add-lwm2m-server')}
                            </Button>
                        ))}
                    </Stack>
                    <FormControlLabel
                        control={<Checkbox checked={value.bootstrapServerUpdateEnable === true} onChange={event => onChange({ ...value, bootstrapServerUpdateEnable: event.target.checked })} />}
                        label={translate('device-profile.lwm2m.include-bootstrap-server')}
                    />
                    <LazySchemaForm
                        definition="Lwm2mServerConfig"
                        arrayOf
                        title={translate('device-profile.lwm2m.servers')}
                        value={value.bootstrap ?? []}
                        onChange={bootstrap => onChange({ ...value, bootstrap })}
                        uiSchema={serverUi(translate)}
                    />
                </Stack>
            )}
            {tab === 'settings' && (
                <Stack spacing={2}>
                    <LazySchemaForm
                        definition="Lwm2mClientSettings"
                        value={clientSettings}
                        onChange={next => onChange({ ...value, clientLwM2mSettings: { ...clientSettings, ...(next as object) } })}
                        uiSchema={settingsUi(translate)}
                    />
                    <PowerSavingSettings value={clientSettings as PowerSaving} onChange={power => onChange({ ...value, clientLwM2mSettings: { ...clientSettings, ...power } })} />
                </Stack>
            )}
        </Stack>
    );
};
