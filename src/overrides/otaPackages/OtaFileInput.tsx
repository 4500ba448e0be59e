import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { formatFileSize } from '../../components/display/fileSize';

/** Form-only: the package file, uploaded once the package info is saved. */
export const OTA_FILE_SOURCE = '__file';

export const OtaFileInput = ({ mode }: { mode: 'create' | 'edit' }) => {
    const translate = useTranslate();
    const picker = useRef<HTMLInputElement>(null);
    const { field } = useController({ name: OTA_FILE_SOURCE, defaultValue: null });
    if (mode !== 'create') return null;
    const file = field.value as File | null;
    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Typography variant="caption" color="text.secondary">
                {translate('ota-actions.package-file')}
            </Typography>
            <Box
                role="button"
                tabIndex={0}
                onClick={() => picker.current?.click()}
                onKeyDown={event => (event.key === 'Enter' || event.key === ' ') && picker.current?.click()}
                onDragOver={event => event.preventDefault()}
                onDrop={event => {
                    event.preventDefault();
                    field.onChange(event.dataTransfer.files[0] ?? null);
                }}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, border: '2px dashed', borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
            >
                <UploadFileIcon color="action" />
                <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                    {file ? `${file.name} (${formatFileSize(file.size)})` : translate('entity.drop-file')}
                </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
                {translate('ota-actions.checksum-hint')}
            </Typography>
            <input
                ref={picker}
                type="file"
                name="otaFile"
                hidden
                onChange={event => {
                    field.onChange(event.target.files?.[0] ?? null);
                    event.target.value = '';
                }}
            />
        </Box>
    );
};
