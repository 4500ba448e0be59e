import MyLocationIcon from '@mui/icons-material/MyLocation';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { numericValue } from '../../runtime/formatValue';
import { InputButtons } from './inputButtons';
import { InputFrame } from './InputFrame';
import { InputResult } from './InputResult';
import { useEntityWrite } from './useEntityWrite';
import type { WriteTarget } from './writeValues';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const shown = (value: unknown) => {
    const number = numericValue(value);
    return number === null ? '' : String(number);
};

/** A coordinate field: empty (when allowed), or a number within ±limit; the i18n key of its problem otherwise. */
export function coordinateProblem(value: string, limit: number, required: boolean): string | null {
    if (value.trim() === '') return required ? 'widgets.input.value-required' : null;
    const number = Number(value);
    if (!Number.isFinite(number)) return 'widgets.input.not-a-number';
    return Math.abs(number) > limit ? 'widgets.input.coordinate-range' : null;
}

/**
 * ThingsBoard's location updaters (time series, server or shared attribute): the entity's latitude
 * and longitude keys (`latKeyName`, `lngKeyName`) in two fields, filled from the browser's position
 * on request (`showGetLocation`, `enableHighAccuracy`), written together.
 */
export const locationInput = (target: WriteTarget) => {
    const LocationInput = ({ widget, snapshot }: WidgetComponentProps) => {
        const translate = useTranslate();
        const settings = widget.config.settings ?? {};
        const latKey = text(settings.latKeyName, 'latitude');
        const lngKey = text(settings.lngKeyName, 'longitude');
        const entry = snapshot.data.find(item => item.datasource.entityId);
        const latest = (key: string) => snapshot.data.find(item => item.dataKey.name === key)?.data.at(-1)?.[1];
        const currentLat = shown(latest(latKey));
        const currentLng = shown(latest(lngKey));
        const [lat, setLat] = useState(currentLat);
        const [lng, setLng] = useState(currentLng);
        const [dirty, setDirty] = useState(false);
        const { saving, result, write, clearResult } = useEntityWrite();
        useEffect(() => {
            if (dirty) return;
            setLat(currentLat);
            setLng(currentLng);
        }, [currentLat, currentLng, dirty]);
        const latProblem = coordinateProblem(lat, 90, settings.isLatRequired !== false);
        const lngProblem = coordinateProblem(lng, 180, settings.isLngRequired !== false);
        const change = (next: { lat?: string; lng?: string }) => {
            if (next.lat !== undefined) setLat(next.lat);
            if (next.lng !== undefined) setLng(next.lng);
            setDirty(true);
            clearResult();
        };
        const locate = () =>
            navigator.geolocation?.getCurrentPosition(
                position => change({ lat: String(position.coords.latitude), lng: String(position.coords.longitude) }),
                () => undefined,
                { enableHighAccuracy: settings.enableHighAccuracy === true },
            );
        const submit = async (event: FormEvent) => {
            event.preventDefault();
            if (!entry?.datasource.entityId || !entry.datasource.entityType || !dirty || latProblem || lngProblem) return;
            const values = { [latKey]: lat.trim() === '' ? null : Number(lat), [lngKey]: lng.trim() === '' ? null : Number(lng) };
            if (await write({ entityType: entry.datasource.entityType, entityId: entry.datasource.entityId }, [[target, values]])) setDirty(false);
        };
        const showLabel = settings.showLabel !== false;
        const field = (value: string, problem: string | null, label: string, onChange: (next: string) => void, limit: number) => (
            <TextField
                size="small"
                fullWidth
                label={showLabel ? label : undefined}
                value={value}
                disabled={saving}
                error={dirty && problem !== null}
                helperText={dirty && problem ? translate(problem, { limit }) : ' '}
                onChange={event => onChange(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
            />
        );
        return (
            <InputFrame title={typeof settings.widgetTitle === 'string' ? settings.widgetTitle : ''} hasEntity={Boolean(entry)} loading={snapshot.loading} onSubmit={submit}>
                <Stack direction={settings.inputFieldsAlignment === 'column' ? 'column' : 'row'} spacing={1} alignItems="flex-start">
                    {field(lat, latProblem, text(settings.latLabel, translate('widgets.maps.latitude')), next => change({ lat: next }), 90)}
                    {field(lng, lngProblem, text(settings.lngLabel, translate('widgets.maps.longitude')), next => change({ lng: next }), 180)}
                    <Stack direction="row" sx={{ pt: 0.5 }}>
                        {settings.showGetLocation !== false && 'geolocation' in navigator && (
                            <Tooltip title={translate('widgets.input.my-location')}>
                                <IconButton size="small" onClick={locate} aria-label={translate('widgets.input.my-location')} disabled={saving}>
                                    <MyLocationIcon />
                                </IconButton>
                            </Tooltip>
                        )}
                        <InputButtons canSave={dirty && !latProblem && !lngProblem && !saving} canUndo={dirty && !saving} onUndo={() => { setLat(currentLat); setLng(currentLng); setDirty(false); }} />
                    </Stack>
                </Stack>
                {settings.showResultMessage !== false && <InputResult result={result} />}
            </InputFrame>
        );
    };
    return LocationInput;
};
