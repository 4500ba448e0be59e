import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { dialogStore } from '../dialogs/dialogStore';
import { formatFileSize } from '../display/fileSize';
import { checkImageSize, IMAGE_PREVIEW_MAX, isImageDataUrl } from './fileContent';
import { FileInput } from './FileInput';

export interface ImageInputProps {
    /** A data URL starting with data:image/, or null. */
    value: string | null;
    onChange(dataUrl: string | null, fileName?: string): void;
    label?: string;
    /** Larger files are refused with an alert (part 2 §5.1). */
    maxSizeBytes?: number;
    required?: boolean;
    error?: string | null;
    disabled?: boolean;
}

/** One image as a data URL, previewed; files over the size limit or not images are refused. */
export const ImageInput = ({ value, onChange, label, maxSizeBytes, required, error, disabled }: ImageInputProps) => {
    const translate = useTranslate();
    const refuseTooLarge = (file: File) => {
        if (checkImageSize(file.size, maxSizeBytes).ok) return true;
        // The alert host translates only shared phrases, so it gets this text already translated.
        void dialogStore.alert(
            translate('dashboard.cannot-upload-file'),
            translate('dashboard.maximum-upload-file-size', { size: formatFileSize(maxSizeBytes ?? 0) })
        );
        return false;
    };
    return (
        <FileInput
            label={label}
            readAs="dataUrl"
            accept="image/*"
            required={required}
            error={error}
            disabled={disabled}
            fileName={value ? translate('image-input.image') : null}
            beforeRead={refuseTooLarge}
            onFile={({ content, fileName }) => {
                if (isImageDataUrl(content)) onChange(content, fileName);
            }}
            onClear={() => onChange(null)}
            preview={value ? <Box component="img" src={value} alt="" sx={{ maxHeight: IMAGE_PREVIEW_MAX, maxWidth: IMAGE_PREVIEW_MAX, objectFit: 'contain' }} /> : undefined}
        />
    );
};
