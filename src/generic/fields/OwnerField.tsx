import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { NULL_UUID } from '../fieldKinds';

/** Widgets bundles and resources: system rows have the null tenant. */
export const OwnerField = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const value = useFieldValue({ source }) as { id?: string } | null | undefined;
    return (
        <Typography component="span" variant="body2">
            {translate(!value?.id || value.id === NULL_UUID ? 'entity.system' : 'entity.tenant')}
        </Typography>
    );
};
