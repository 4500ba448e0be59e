import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import { useRef, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** What a file holds, or the i18n key of what is wrong with it. */
export type FileCheck<T> = { value: T } | { error: string };

export interface ImportJsonFileButtonProps<T> {
    /** i18n key of the button, also the name of its hidden file input. */
    label: string;
    /** The file input's test id (tests hand it a file). */
    testId: string;
    /** Reads and checks the file's text. */
    read: (text: string) => FileCheck<T> | Promise<FileCheck<T>>;
    /** Imports a valid file's content; the button is disabled meanwhile. Its failures are reported by the caller or the http layer. */
    onImport: (value: T) => Promise<unknown> | void;
}

/**
 * A list toolbar's "Import …" button for an exported JSON file, picked or dropped on the button:
 * the file is read and checked, what is wrong shows as an error toast, a valid one is imported.
 */
export const ImportJsonFileButton = <T,>({ label, testId, read, onImport }: ImportJsonFileButtonProps<T>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const input = useRef<HTMLInputElement>(null);
    const [pending, setPending] = useState(false);

    const importFile = async (file: File) => {
        const checked = await read(await file.text());
        if ('error' in checked) {
            notify(checked.error, { type: 'error' });
            return;
        }
        setPending(true);
        try {
            await onImport(checked.value);
        } catch {
            // Reported where it happened (a toast of the caller or of the http layer).
        } finally {
            setPending(false);
        }
    };

    const drop = (event: DragEvent) => {
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file && !pending) void importFile(file);
    };

    return (
        <>
            <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label={translate(label)}
                data-testid={testId}
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void importFile(file);
                }}
            />
            <Button
                size="small"
                startIcon={<FileUploadIcon />}
                disabled={pending}
                onClick={() => input.current?.click()}
                onDragOver={event => event.preventDefault()}
                onDrop={drop}
                sx={{ mr: 1 }}
            >
                {translate(label)}
            </Button>
        </>
    );
};
