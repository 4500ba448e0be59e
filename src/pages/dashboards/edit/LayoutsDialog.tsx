import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardConfiguration, GridSettings } from '../../../dashboard/model/dashboardConfig';
import { setGridSettings } from '../../../dashboard/editor/layoutOps';
import { setRightLayout } from '../../../dashboard/editor/stateOps';
import { DEFAULT_COLUMNS, DEFAULT_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT } from '../../../dashboard/runtime/dashboardGrid';

export interface LayoutsDialogProps {
    configuration: DashboardConfiguration;
    stateId: string;
    onSave(configuration: DashboardConfiguration): void;
    onClose(): void;
}

/** ThingsBoard's bounds for a layout's grid. */
const BOUNDS = { columns: [10, 1000], margin: [0, 50], mobileRowHeight: [5, 200] } as const;
type NumberField = keyof typeof BOUNDS;
const FIELDS: ReadonlyArray<{ key: NumberField; label: string; fallback: number }> = [
    { key: 'columns', label: 'layout.columns-count', fallback: DEFAULT_COLUMNS },
    { key: 'margin', label: 'layout.widgets-margins', fallback: DEFAULT_MARGIN },
    { key: 'mobileRowHeight', label: 'layout.mobile-row-height', fallback: DEFAULT_MOBILE_ROW_HEIGHT },
];

const outOfBounds = (key: NumberField, value: number | undefined) => value === undefined || !Number.isInteger(value) || value < BOUNDS[key][0] || value > BOUNDS[key][1];

const GridSettingsFields = ({ title, value, onChange }: { title: string; value: GridSettings; onChange(next: GridSettings): void }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Typography variant="subtitle1">{title}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {FIELDS.map(({ key, label, fallback }) => {
                    const current = value[key] ?? fallback;
                    const invalid = outOfBounds(key, current);
                    return (
                        <TextField
                            key={key}
                            type="number"
                            size="small"
                            fullWidth
                            label={translate(label)}
                            value={Number.isNaN(current) ? '' : current}
                            error={invalid}
                            helperText={invalid ? translate('layout.value-range', { min: BOUNDS[key][0], max: BOUNDS[key][1] }) : ' '}
                            onChange={event => onChange({ ...value, [key]: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                        />
                    );
                })}
            </Stack>
            <TextField
                type="color"
                size="small"
                label={translate('layout.background-color')}
                value={value.backgroundColor ?? '#eeeeee'}
                onChange={event => onChange({ ...value, backgroundColor: event.target.value })}
                sx={{ maxWidth: 200 }}
            />
        </Stack>
    );
};

/** Layouts of the shown state: the right layout on or off and each layout's grid (columns, margin, background, phone row height). */
export const LayoutsDialog = ({ configuration, stateId, onSave, onClose }: LayoutsDialogProps) => {
    const translate = useTranslate();
    const state = configuration.states[stateId];
    const [right, setRight] = useState(Boolean(state?.layouts.right));
    const [main, setMain] = useState<GridSettings>(state?.layouts.main.gridSettings ?? {});
    const [rightGrid, setRightGrid] = useState<GridSettings>(state?.layouts.right?.gridSettings ?? {});
    const invalid = [main, ...(right ? [rightGrid] : [])].some(grid => FIELDS.some(({ key, fallback }) => outOfBounds(key, grid[key] ?? fallback)));

    const save = () => {
        let next = setGridSettings(configuration, { stateId, layoutId: 'main' }, main);
        next = setRightLayout(next, stateId, right);
        if (right) next = setGridSettings(next, { stateId, layoutId: 'right' }, rightGrid);
        onSave(next);
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="layouts-title">
            <DialogTitle id="layouts-title">{translate('layout.layouts')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={3}>
                    <FormControlLabel control={<Switch checked={right} onChange={event => setRight(event.target.checked)} />} label={translate('layout.right')} />
                    <GridSettingsFields title={translate('layout.main')} value={main} onChange={setMain} />
                    {right && <GridSettingsFields title={translate('layout.right')} value={rightGrid} onChange={setRightGrid} />}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={invalid} onClick={save}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
