import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { imageRejection, readFileAsDataUrl } from './imageFile';

/**
 * An image kept as a data URL: files over the size limit are refused with ThingsBoard's
 * modal alert (part2 §5.1); 100 px drop area, preview at most 98 px.
 */
export const ImageField = ({ label, value, onChange, maxBytes }: { label: string; value: string | null; onChange: (value: string | null) => void; maxBytes: number }) => {
    const translate = useTranslate();
    const [tooLarge, setTooLarge] = useState(false);
    const take = async (file: File | undefined) => {
        if (!file) return;
        if (imageRejection(file.size, maxBytes) === 'too-large') return setTooLarge(true);
        const content = await readFileAsDataUrl(file);
        if (content?.startsWith('data:image/')) onChange(content);
    };
    return (
        <Stack spacing={0.5}>
            <Typography variant="caption" color="text.secondary">
                {label}
            </Typography>
            <Box
                onDragOver={event => event.preventDefault()}
                onDrop={event => {
                    event.preventDefault();
                    void take(event.dataTransfer.files[0]);
                }}
                sx={{ height: 100, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', gap: 2, px: 2 }}
            >
                {value ? (
                    <Box component="img" src={value} alt={label} sx={{ maxWidth: 98, maxHeight: 98, objectFit: 'contain' }} />
                ) : (
                    <ImageIcon color="disabled" sx={{ fontSize: 48 }} />
                )}
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                        {translate('device-profile.image-drop-hint')}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                        <Button size="small" component="label">
                            {translate('device-profile.image-browse')}
                            <input
                                hidden
                                type="file"
                                accept="image/*"
                                onChange={event => {
                                    void take(event.target.files?.[0]);
                                    event.target.value = '';
                                }}
                            />
                        </Button>
                        {value && (
                            <IconButton size="small" aria-label={translate('device-profile.image-clear')} onClick={() => onChange(null)}>
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        )}
                    </Stack>
                </Stack>
            </Box>
            <Dialog open={tooLarge} onClose={() => setTooLarge(false)}>
                <DialogTitle>{translate('dashboard.cannot-upload-file')}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{translate('dashboard.maximum-upload-file-size', { size: `${Math.round(maxBytes / 1024)} KB` })}</DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setTooLarge(false)}>{translate('action.ok')}</Button>
                </DialogActions>
            </Dialog>
        </Stack>
    );
};
