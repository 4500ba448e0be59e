import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Replay from '@mui/icons-material/Replay';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { BRAND_PALETTES } from '../theme';
import { ProductLogo } from '../../components/display/ProductLogo';
import { readLogoFile } from './logoFile';
import { accentContrastWithWhite, isUsableAccent, type TenantBranding } from './tenantBranding';

/**
 * The home settings' "Look" fields: the accent colour (a colour input, refused below 3:1 on white,
 * the ratio shown as it is picked) and the logo (uploaded as a data URL, previewed on the accent as
 * the menu's header shows it).
 */
export const TenantBrandingFields = ({ value, onChange }: { value: TenantBranding; onChange: (value: TenantBranding) => void }) => {
    const translate = useTranslate();
    const inputId = useId();
    const [logoError, setLogoError] = useState<string | null>(null);
    const accent = value.accentColor ?? BRAND_PALETTES.light.primary.main;
    const ratio = accentContrastWithWhite(accent);

    const pickLogo = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = ''; // the same file may be picked again after a removal
        if (!file) return;
        const result = await readLogoFile(file);
        if ('logo' in result) {
            setLogoError(null);
            onChange({ ...value, logo: result.logo });
        } else setLogoError(translate(result.error, { size: result.sizeKb }));
    };

    return (
        <Stack spacing={2.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                    type="color"
                    label={translate('admin.accent-color')}
                    value={accent}
                    onChange={event => onChange({ ...value, accentColor: event.target.value.toLowerCase() })}
                    error={!isUsableAccent(accent)}
                    helperText={translate(isUsableAccent(accent) ? 'admin.accent-color-hint' : 'admin.accent-color-too-light', { ratio })}
                    slotProps={{ htmlInput: { 'data-testid': 'accent-color' } }}
                    sx={{ maxWidth: 420, '& input': { height: 32, cursor: 'pointer' } }}
                />
                <Button startIcon={<Replay />} disabled={value.accentColor === null} onClick={() => onChange({ ...value, accentColor: null })} sx={{ mt: 1.5, flexShrink: 0 }}>
                    {translate('admin.accent-color-reset')}
                </Button>
            </Stack>
            <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate('admin.logo')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    {/* The menu's header as it will look. */}
                    <Box sx={{ height: 64, width: 250, px: 2.5, display: 'flex', alignItems: 'center', bgcolor: accent, borderRadius: 1, flexShrink: 0 }}>
                        {value.logo ? <Box component="img" src={value.logo} alt={translate('admin.logo')} sx={{ maxHeight: 40, maxWidth: '100%' }} /> : <ProductLogo size={32} tone="inverse" />}
                    </Box>
                    <Stack direction="row" spacing={1}>
                        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
                            {translate('admin.logo-upload')}
                            <input id={inputId} type="file" accept="image/png,image/svg+xml,image/jpeg" hidden onChange={event => void pickLogo(event)} />
                        </Button>
                        <Button startIcon={<DeleteOutline />} disabled={value.logo === null} onClick={() => onChange({ ...value, logo: null })}>
                            {translate('admin.logo-remove')}
                        </Button>
                    </Stack>
                </Stack>
                <FormHelperText error={logoError !== null}>{logoError ?? translate('admin.logo-hint')}</FormHelperText>
            </Box>
        </Stack>
    );
};
