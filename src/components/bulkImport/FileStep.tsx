import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fileProblem } from './csvPreview';

export interface ChosenFile {
    name: string;
    text: string;
}

interface FileStepProps {
    file: ChosenFile | null;
    onFile(file: ChosenFile | null): void;
}

/** Step 1: a CSV file chosen from disk or dropped on the zone. */
export const FileStep = ({ file, onFile }: FileStepProps) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const [dragging, setDragging] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);

    const read = async (chosen: File | undefined) => {
        if (!chosen) return;
        const text = await chosen.text();
        const found = fileProblem(text);
        setProblem(found);
        onFile(found ? null : { name: chosen.name, text });
    };
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        void read(event.dataTransfer.files[0]);
    };

    return (
        <Box>
            <Box
                role="button"
                tabIndex={0}
                aria-label={translate('import.drop-file-csv')}
                onClick={() => input.current?.click()}
                onKeyDown={event => (event.key === 'Enter' || event.key === ' ') && input.current?.click()}
                onDragOver={event => {
                    event.preventDefault();
                    setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={drop}
                sx={{
                    border: '2px dashed',
                    borderColor: dragging ? 'primary.main' : 'divider',
                    bgcolor: dragging ? 'action.hover' : 'transparent',
                    borderRadius: 1,
                    p: { xs: 3, sm: 5 },
                    textAlign: 'center',
                    cursor: 'pointer',
                    '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
                }}
            >
                <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
                <Typography sx={{ mt: 1 }}>{translate('import.drop-file-csv')}</Typography>
                <input
                    ref={input}
                    type="file"
                    accept=".csv,text/csv,text/plain"
                    hidden
                    data-testid="bulk-import-file"
                    onChange={event => void read(event.target.files?.[0])}
                />
            </Box>
            <Typography sx={{ mt: 2 }} color={problem ? 'error' : file ? 'text.primary' : 'text.secondary'} role={problem ? 'alert' : undefined}>
                {problem ? translate(problem) : file ? file.name : translate('import.no-file')}
            </Typography>
        </Box>
    );
};
