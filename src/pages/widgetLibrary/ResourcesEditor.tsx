import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

type Resource = { url?: string } & Record<string, unknown>;

interface Props {
    value: Resource[];
    onChange(resources: Resource[]): void;
    readOnly?: boolean;
}

/** The widget's JavaScript and CSS URLs, loaded in its frame before the controller starts. */
export const ResourcesEditor = ({ value, onChange, readOnly }: Props) => {
    const translate = useTranslate();
    const set = (index: number, url: string) => onChange(value.map((resource, at) => (at === index ? { ...resource, url } : resource)));
    return (
        <Stack spacing={1.5} sx={{ p: 2 }}>
            {value.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('widget.no-resources')}
                </Typography>
            )}
            {value.map((resource, index) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                        size="small"
                        fullWidth
                        label={translate('widget.resource-url')}
                        value={resource.url ?? ''}
                        onChange={event => set(index, event.target.value)}
                        slotProps={{ input: { readOnly } }}
                    />
                    {!readOnly && (
                        <Tooltip title={translate('widget.remove-resource')}>
                            <IconButton aria-label={translate('widget.remove-resource')} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                                <DeleteOutline />
                            </IconButton>
                        </Tooltip>
                    )}
                </Stack>
            ))}
            {!readOnly && (
                <div>
                    <Button startIcon={<Add />} onClick={() => onChange([...value, { url: '' }])}>
                        {translate('widget.add-resource')}
                    </Button>
                </div>
            )}
        </Stack>
    );
};
