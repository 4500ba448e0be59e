import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DROP_AREA_HEIGHT, pickFile, type PickedFile, type ReadAs } from './fileContent';

export interface FileInputProps {
    label?: string;
    /** Allowed extensions, a comma list ('json,csv'); other files are ignored. */
    extensions?: string;
    /** The browser picker's filter when no extensions are given ('image/*'). */
    accept?: string;
    readAs?: ReadAs;
    /** The current file's name, or null when there is none. */
    fileName: string | null;
    /** A file was picked: its name and (non-empty) content. */
    onFile(file: PickedFile): void;
    /** Called before reading; false ignores the file (the image input's size limit). */
    beforeRead?(file: File): boolean;
    onClear?(): void;
    required?: boolean;
    /** Show the no-file text as an error while empty. */
    requiredAsError?: boolean;
    noFileText?: string;
    /** The drop area's text while empty (ThingsBoard's dropLabel); a generic one by default. */
    dropLabel?: string;
    /** Shown in the drop area instead of the upload icon (an image preview). */
    preview?: ReactNode;
    error?: string | null;
    disabled?: boolean;
}

/** A drop area or click-to-browse file picker; unreadable and empty files are silently ignored. */
export const FileInput = ({ label, extensions, accept: acceptTypes, readAs = 'text', fileName, onFile, beforeRead, onClear, required, requiredAsError, noFileText, dropLabel, preview, error, disabled }: FileInputProps) => {
    const translate = useTranslate();
    const picker = useRef<HTMLInputElement>(null);
    const [dragging, setDragging] = useState(false);
    const empty = fileName === null;
    const noFile = noFileText ?? translate('import.no-file');
    const shownError = error ?? (requiredAsError && empty ? noFile : null);

    const take = async (file: File | undefined) => {
        if (!file || (beforeRead && !beforeRead(file))) return;
        const picked = await pickFile(file, { extensions, readAs });
        if (picked) onFile(picked);
    };
    const accept = extensions ? extensions.split(',').map(extension => `.${extension.trim().replace(/^\./, '')}`).join(',') : acceptTypes;

    return (
        <Box sx={{ width: '100%' }}>
            {label && (
                <Typography variant="caption" color={shownError ? 'error' : 'text.secondary'}>
                    {label}
                    {required ? ' *' : ''}
                </Typography>
            )}
            <Box
                role="button"
                tabIndex={disabled ? -1 : 0}
                aria-label={label ?? translate('import.drop-file')}
                aria-disabled={disabled}
                onClick={() => !disabled && picker.current?.click()}
                onKeyDown={event => {
                    if (!disabled && (event.key === 'Enter' || event.key === ' ')) picker.current?.click();
                }}
                onDragOver={(event: DragEvent) => {
                    event.preventDefault();
                    setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={(event: DragEvent) => {
                    event.preventDefault();
                    setDragging(false);
                    if (!disabled) void take(event.dataTransfer.files[0]);
                }}
                sx={{
                    height: DROP_AREA_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    px: 2,
                    border: '2px dashed',
                    borderColor: shownError ? 'error.main' : dragging ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    cursor: disabled ? 'default' : 'pointer',
                    bgcolor: dragging ? 'action.hover' : 'transparent',
                }}
            >
                {preview ?? <UploadFileIcon color="action" />}
                <Typography variant="body2" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }} color={empty ? (shownError ? 'error' : 'text.secondary') : 'text.primary'}>
                    {empty ? (dropLabel ?? translate('import.drop-file')) : fileName}
                </Typography>
                {!empty && onClear && !disabled && (
                    <IconButton
                        size="small"
                        aria-label={translate('action.remove')}
                        onClick={event => {
                            event.stopPropagation();
                            onClear();
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
                data-testid="file-input"
                accept={accept}
                onChange={event => {
                    void take(event.target.files?.[0]);
                    // The same file may be picked again.
                    event.target.value = '';
                }}
            />
            <Typography variant="caption" color="error" component="div" sx={{ minHeight: 20 }}>
                {shownError}
            </Typography>
        </Box>
    );
};
