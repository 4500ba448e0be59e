import { required, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FileInput } from '../../components/inputs/FileInput';
import { ImageInput } from '../../components/inputs/ImageInput';

interface FileDataInputProps {
    source: string;
    label: string;
    /** `image`: a data URL shown as a preview; `file`: base64 content plus its file name. */
    kind: 'image' | 'file';
    /** The form field that receives the file name (TbResource.fileName). */
    fileNameSource?: string;
    isRequired?: boolean;
    /** Allowed extensions, a comma list. */
    extensions?: string;
}

/** A generic form's image (data URL) or file (base64) field, on the shared file and image inputs. */
export const FileDataInput = ({ source, label, kind, fileNameSource, isRequired, extensions }: FileDataInputProps) => {
    const translate = useTranslate();
    const form = useFormContext();
    const { field, fieldState } = useInput({ source, validate: isRequired ? required() : undefined });
    const value = (field.value as string | null | undefined) ?? null;
    const error = fieldState.invalid && fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null;
    const setFileName = (name: string | null) => {
        if (fileNameSource) form.setValue(fileNameSource, name, { shouldDirty: true });
    };

    if (kind === 'image') {
        return <ImageInput value={value} onChange={dataUrl => field.onChange(dataUrl)} label={label} required={isRequired} error={error} />;
    }
    const fileName = fileNameSource ? ((form.watch(fileNameSource) as string | null | undefined) ?? null) : null;
    return (
        <FileInput
            label={label}
            extensions={extensions}
            readAs="dataUrl"
            required={isRequired}
            error={error}
            fileName={value ? (fileName ?? translate('file-input.file')) : null}
            onFile={({ content, fileName: name }) => {
                // Resources carry the bare base64 data, without the data URL's prefix.
                field.onChange(content.slice(content.indexOf(',') + 1));
                setFileName(name);
            }}
            onClear={() => {
                field.onChange(null);
                setFileName(null);
            }}
        />
    );
};
