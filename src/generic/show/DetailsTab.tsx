import Box from '@mui/material/Box';
import { Labeled, useRecordContext } from 'react-admin';
import { fieldKey, labelledFields, type ResourceDefinition } from '../../../resources/kernel';
import { FieldDisplay } from '../fields/FieldDisplay';
import { overridesOf } from '../overrides';

/**
 * Every labelled field of the entity, read-only, in a responsive two-column grid. The
 * *Info extras (customerTitle…) only show when the record came with them, and then stand for the
 * reference they name.
 */
export const DetailsTab = ({ resource }: { resource: ResourceDefinition }) => {
    const record = useRecordContext();
    const { fieldDisplays } = overridesOf(resource.name);
    const shown = labelledFields(resource).filter(source => {
        const field = resource.fields[source];
        if (!field || field.ui?.hidden || source === 'additionalInfo') return false;
        if (field.joined) return record?.[source] !== undefined && record?.[source] !== null;
        // A reference whose name came joined (deviceProfileId and deviceProfileName) shows once, as that name.
        const joinedName = field.ui?.widget === 'reference' && source.endsWith('Id') ? `${source.slice(0, -2)}Name` : undefined;
        return !(joinedName && resource.fields[joinedName]?.joined && record?.[joinedName] != null);
    });
    return (
        <Box
            sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 4,
                rowGap: 1,
                width: '100%',
            }}
        >
            {shown.map(source => {
                const OwnDisplay = fieldDisplays?.[source];
                // A document with a display of its own spans both columns.
                return OwnDisplay ? (
                    <Labeled key={source} source={source} label={fieldKey(resource, source)} sx={{ gridColumn: '1 / -1' }}>
                        <OwnDisplay source={source} />
                    </Labeled>
                ) : (
                    <Labeled key={source} source={source} label={fieldKey(resource, source)}>
                        <FieldDisplay source={source} field={resource.fields[source]!} />
                    </Labeled>
                );
            })}
        </Box>
    );
};
