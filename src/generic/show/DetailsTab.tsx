import { Labeled } from 'react-admin';
import Box from '@mui/material/Box';
import { fieldKey, labelledFields, type ResourceDefinition } from '../../../resources/kernel';
import { FieldDisplay } from '../fields/FieldDisplay';

/** Every labelled field of the entity, read-only, in a responsive two-column grid. */
export const DetailsTab = ({ resource }: { resource: ResourceDefinition }) => (
    <Box
        sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 4,
            rowGap: 1,
            width: '100%',
        }}
    >
        {labelledFields(resource)
            .filter(source => resource.fields[source] && source !== 'additionalInfo')
            .map(source => (
                <Labeled key={source} source={source} label={fieldKey(resource, source)}>
                    <FieldDisplay source={source} field={resource.fields[source]!} />
                </Labeled>
            ))}
    </Box>
);
