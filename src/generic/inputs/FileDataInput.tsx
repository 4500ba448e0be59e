import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { InputHelperText, required, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

interface FileDataInputProps {
    source: string;
    label: string;
    /** `image`: a data URL shown as a preview; `file`: base64 content plus its file name. */
    kind: 'image' | 'file';
    /** The form field that receives the file name (TbResource.fileName). */
    fileNameSource?: string;
    isRequired?: boolean;
    accept?: string;
}

const readAsDataUrl = (file: File) =>
    new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

/** A drop zone for images (data URL) and files (base64), as ThingsBoard's file inputs. */
export const FileDataInput = ({ source, label, kind, fileNameSource, isRequired, accept }: FileDataInputProps) => {
    const translate = useTranslate();
    const form = useFormContext();
    const picker = useRef<HTMLInputElement>(null);
    const [dragging, setDragging] = useState(false);
    const { field, fieldState } = useInput({ source, validate: isRequired ? required() : undefined });
    const value = field.value as string | null | undefined;
    const fileName = fileNameSource ? (form.watch(fileNameSource) as string | undefined) : undefined;

    const take = async (file: File | undefined) => {
        if (!file || file.size === 0) return;
        if (kind === 'image' && !file.type.startsWith('image/')) return;
        const dataUrl = await readAsDataUrl(file).catch(() => '');
        if (!dataUrl) return;
        field.onChange(kind === 'image' ? dataUrl : dataUrl.slice(dataUrl.indexOf(',') + 1));
        if (fileNameSource) form.setValue(fileNameSource, file.name, { shouldDirty: true });
    };
    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        void take(event.dataTransfer.files[0]);
    };

    return (
        <Box sx={{ width: '100%', mb: 1 }}>
            <Typography variant="caption" color="text.secondary">
                {label}
                {isRequired ? ' *' : ''}
            </Typography>
            <Box
                role="button"
                tabIndex={0}
                onClick={() => picker.current?.click()}
                onKeyDown={event => {
                    if (event.key === 'Enter' || event.key === ' ') picker.current?.click();
                }}
                onDragOver={event => {
                    event.preventDefault();
                    setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    p: 2,
                    border: '2px dashed',
                    borderColor: fieldState.invalid ? 'error.main' : dragging ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: dragging ? 'action.hover' : 'transparent',
                }}
            >
                {kind === 'image' && value ? (
                    <Box component="img" src={value} alt="" sx={{ maxHeight: 64, maxWidth: 120, objectFit: 'contain' }} />
                ) : (
                    <UploadFileIcon color="action" />
                )}
                <Typography variant="body2" sx={{ flex: 1 }} color={value ? 'text.primary' : 'text.secondary'}>
                    {value ? (fileName ?? translate('entity.done')) : translate('entity.drop-file')}
                </Typography>
                {value && (
                    <IconButton
                        size="small"
                        aria-label={translate('ra.action.clear_input_value')}
                        onClick={event => {
                            event.stopPropagation();
                            field.onChange(null);
                            if (fileNameSource) form.setValue(fileNameSource, null, { shouldDirty: true });
                        }}
                    >
                        <CloseIcon fontSize="small" />
                    </IconButton>
                )}
            </Box>
            <input
                ref={picker}
                type="file"
                hidden
                accept={accept ?? (kind === 'image' ? 'image/*' : undefined)}
                onChange={event => {
                    void take(event.target.files?.[0]);
                    event.target.value = '';
                }}
            />
            <Typography variant="caption" color="error" component="div">
                <InputHelperText error={fieldState.invalid ? fieldState.error?.message : undefined} helperText={false} />
            </Typography>
        </Box>
    );
};
