import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FileInput } from '../inputs/FileInput';
import type { PickedFile } from '../inputs/fileContent';
import { fileProblem } from './csvPreview';

export interface ChosenFile {
    name: string;
    text: string;
}

interface FileStepProps {
    file: ChosenFile | null;
    onFile(file: ChosenFile | null): void;
}

/** Step 1: a CSV file chosen from disk or dropped on the shared file input. */
export const FileStep = ({ file, onFile }: FileStepProps) => {
    const translate = useTranslate();
    const [problem, setProblem] = useState<string | null>(null);

    const take = ({ fileName, content }: PickedFile) => {
        const found = fileProblem(content);
        setProblem(found);
        onFile(found ? null : { name: fileName, text: content });
    };

    return (
        <FileInput
            extensions="csv"
            dropLabel={translate('import.drop-file-csv')}
            fileName={file?.name ?? null}
            onFile={take}
            onClear={() => {
                setProblem(null);
                onFile(null);
            }}
            error={problem ? translate(problem) : null}
        />
    );
};
