import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export const POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;
type PowerMode = (typeof POWER_MODES)[number];

export interface PowerSaving {
    powerMode?: PowerMode;
    psmActivityTimer?: number;
    edrxCycle?: number;
    pagingTransmissionWindow?: number;
}

/** The timers each mode uses (ms): PSM its activity timer, eDRX its cycle and paging window; DRX none. */
const MODE_TIMERS: Readonly<Record<PowerMode, readonly { key: keyof PowerSaving; label: string; fallback: number }[]>> = {
    PSM: [{ key: 'psmActivityTimer', label: 'device-profile.psm-activity-timer', fallback: 10000 }],
    DRX: [],
    E_DRX: [
        { key: 'edrxCycle', label: 'device-profile.edrx-cycle', fallback: 81000 },
        { key: 'pagingTransmissionWindow', label: 'device-profile.paging-transmission-window', fallback: 10000 },
    ],
};

/** Power saving mode with the settings of the chosen mode (part2 §9 defaults 10000, 81000, 10000 ms). */
export const PowerSavingSettings = ({ value, onChange }: { value: PowerSaving; onChange: (value: PowerSaving) => void }) => {
    const translate = useTranslate();
    const mode = value.powerMode ?? 'DRX';
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
                select
                size="small"
                label={translate('device-profile.power-saving-mode')}
                value={mode}
                onChange={event => {
                    const powerMode = event.target.value as PowerMode;
                    const timers = Object.fromEntries(MODE_TIMERS[powerMode].map(timer => [timer.key, value[timer.key] ?? timer.fallback]));
                    onChange({ ...value, powerMode, ...timers });
                }}
                sx={{ minWidth: 220 }}
            >
                {POWER_MODES.map(option => (
                    <MenuItem key={option} value={option}>
                        {translate(`device-profile.power-saving-mode-type.${option}`)}
                    </MenuItem>
                ))}
            </TextField>
            {MODE_TIMERS[mode].map(timer => {
                const current = value[timer.key] as number | undefined;
                const invalid = current === undefined || !Number.isInteger(current) || current < 0;
                return (
                    <TextField
                        key={timer.key}
                        size="small"
                        type="number"
                        required
                        label={translate(timer.label)}
                        value={current ?? ''}
                        error={invalid}
                        helperText={invalid ? translate('device-profile.timer-value-invalid') : ' '}
                        onChange={event => onChange({ ...value, [timer.key]: event.target.value === '' ? undefined : Number(event.target.value) })}
                    />
                );
            })}
        </Stack>
    );
};
