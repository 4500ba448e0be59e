import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSessionDetails } from './useSessionDetails';
import { bundlesFor, fetchWidgetsBundles, isSystemBundle, type BundleScope, type WidgetsBundle } from './widgetsBundles';

export interface WidgetsBundleSelectProps {
    /** The picked bundle's alias; an empty alias clears the selection. */
    value: string | null;
    onChange: (bundle: WidgetsBundle | null) => void;
    bundlesScope?: BundleScope;
    /** Pick the first bundle when none is chosen. */
    selectFirstBundle?: boolean;
    label?: string;
    disabled?: boolean;
    load?: () => Promise<WidgetsBundle[]>;
}

/** A dropdown of bundle titles; system bundles carry a 'system' marker. */
export const WidgetsBundleSelect = ({ value, onChange, bundlesScope = null, selectFirstBundle = false, label, disabled, load = fetchWidgetsBundles }: WidgetsBundleSelectProps) => {
    const translate = useTranslate();
    const edgesSupportEnabled = useSessionDetails()?.edgesSupportEnabled ?? true;
    const [bundles, setBundles] = useState<WidgetsBundle[]>([]);

    useEffect(() => {
        let live = true;
        void load().then(all => {
            if (!live) return;
            const offered = bundlesFor(all, bundlesScope, edgesSupportEnabled);
            setBundles(offered);
            if (selectFirstBundle && !value && offered.length) onChange(offered[0]);
        });
        return () => {
            live = false;
        };
        // Loaded once per scope; the first-bundle rule applies to that load only.
    }, [load, bundlesScope, edgesSupportEnabled]);

    const current = value ? bundles.find(bundle => bundle.alias === value) : undefined;
    return (
        <TextField
            select
            fullWidth
            label={label ?? translate('widget.select-widgets-bundle')}
            disabled={disabled}
            value={current ? current.alias : ''}
            onChange={event => onChange(bundles.find(bundle => bundle.alias === event.target.value) ?? null)}
        >
            {bundles.map(bundle => (
                <MenuItem key={bundle.alias} value={bundle.alias}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                        <span>{bundle.title}</span>
                        {isSystemBundle(bundle) && <Chip size="small" label={translate('widgets-bundle.system')} sx={{ ml: 'auto' }} />}
                    </Stack>
                </MenuItem>
            ))}
        </TextField>
    );
};
