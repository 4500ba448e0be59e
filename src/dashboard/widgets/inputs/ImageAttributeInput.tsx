import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { InputFrame } from './InputFrame';
import { InputResult } from './InputResult';
import { inputTargetOf } from './inputTarget';
import { useEntityWrite } from './useEntityWrite';

/** The largest picture the widget stores in an attribute (as a data URL, a third larger than the file). */
export const MAX_IMAGE_BYTES = 512 * 1024;

const readAsDataUrl = (file: File): Promise<string> =>
    new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

/** Only pictures: a data URL of an image type (never an SVG, which could carry script). */
export const isStorableImage = (value: unknown): value is string => typeof value === 'string' && /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i.test(value);

/**
 * ThingsBoard's image attribute updaters (server or shared scope): the first key holds a picture as
 * a data URL. The widget previews it (`displayPreview`), takes a new one from a file, and applies,
 * discards or clears it (`displayApplyButton`, `displayDiscardButton`, `displayClearButton`).
 */
export const imageAttributeInput = (scope: 'SERVER_SCOPE' | 'SHARED_SCOPE') => {
    const ImageAttributeInput = ({ widget, snapshot }: WidgetComponentProps) => {
        const translate = useTranslate();
        const settings = widget.config.settings ?? {};
        const target = inputTargetOf(snapshot);
        const [picked, setPicked] = useState<string | null>(null);
        const [problem, setProblem] = useState<string | null>(null);
        const { saving, result, write, clearResult } = useEntityWrite();
        const current = isStorableImage(target?.current) ? target.current : null;
        const shown = picked ?? current;
        const save = async (value: string) => {
            if (!target) return;
            if (await write(target.entity, [[scope, { [target.dataKey.name]: value }]])) setPicked(null);
        };
        const choose = async (file: File | undefined) => {
            setProblem(null);
            clearResult();
            if (!file) return;
            if (!/^image\/(png|jpeg|gif|webp|bmp)$/.test(file.type)) return setProblem('widgets.input.image-type');
            if (file.size > MAX_IMAGE_BYTES) return setProblem('widgets.input.image-too-large');
            const image = await readAsDataUrl(file);
            // Without an apply button the picture is saved as soon as it is chosen.
            if (settings.displayApplyButton === false) await save(image);
            else setPicked(image);
        };
        const flag = (key: string) => settings[key] !== false;
        return (
            <InputFrame title={typeof settings.widgetTitle === 'string' ? settings.widgetTitle : ''} hasEntity={Boolean(target)} loading={snapshot.loading}>
                <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minHeight: 0 }}>
                    {flag('displayPreview') && (
                        <Box sx={{ width: 96, height: 72, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'action.hover' }}>
                            {shown ? <img src={shown} alt={translate('widgets.input.image-preview')} style={{ maxWidth: '100%', maxHeight: '100%' }} /> : <ImageIcon color="disabled" aria-label={translate('widgets.input.no-image')} />}
                        </Box>
                    )}
                    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
                        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                            <Button size="small" variant="outlined" component="label" disabled={saving}>
                                {translate('widgets.input.choose-image')}
                                <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/bmp" onChange={event => void choose(event.target.files?.[0])} />
                            </Button>
                            {picked && flag('displayApplyButton') && <Button size="small" variant="contained" disabled={saving} onClick={() => void save(picked)}>{translate('action.update')}</Button>}
                            {picked && flag('displayDiscardButton') && <Button size="small" disabled={saving} onClick={() => setPicked(null)}>{translate('action.undo')}</Button>}
                            {!picked && current && flag('displayClearButton') && <Button size="small" color="error" disabled={saving} onClick={() => void save('')}>{translate('widgets.input.clear-image')}</Button>}
                        </Stack>
                        {problem && <Typography variant="caption" color="error" role="alert">{translate(problem, { size: `${MAX_IMAGE_BYTES / 1024} KB` })}</Typography>}
                        {settings.showResultMessage !== false && <Typography variant="caption"><InputResult result={result} /></Typography>}
                    </Stack>
                </Stack>
            </InputFrame>
        );
    };
    return ImageAttributeInput;
};
