import Box from '@mui/material/Box';
import { NumberField, ReferenceField, TextField, useFieldValue } from 'react-admin';
import type { FieldDefinition } from '../../../resources/kernel';
import { routeOf, findDefinition } from '../../providers/data/resourceLookup';
import { displayKindOf } from '../fieldKinds';
import { AssignedCustomersField } from './AssignedCustomersField';
import { BytesField } from '../../components/display/BytesField';
import { CheckboxField } from './CheckboxField';
import { DateTimeField } from './DateTimeField';
import { JsonField } from './JsonField';
import { OwnerField } from './OwnerField';
import { useMay } from '../actions/useMay';

const ImageField = ({ source }: { source: string }) => {
    const value = useFieldValue({ source });
    return typeof value === 'string' && value ? (
        <Box component="img" src={value} alt="" sx={{ maxHeight: 48, maxWidth: 96, objectFit: 'contain' }} />
    ) : null;
};

/** The referenced entity's title, when the caller may read that entity at all. */
const ReferenceDisplay = ({ source, reference }: { source: string; reference: string }) => {
    const target = findDefinition(reference);
    const canAccess = useMay('show', target ? routeOf(target) : reference);
    if (!target || !canAccess) return null;
    return (
        <ReferenceField source={`${source}.id`} reference={routeOf(target)} link="show">
            <TextField source={target.titleField} />
        </ReferenceField>
    );
};

/** The read-only display of a registry field, in lists and on details pages. */
export const FieldDisplay = ({ source, field }: { source: string; field: FieldDefinition }) => {
    switch (displayKindOf(source, field)) {
        case 'dateTime':
            return <DateTimeField source={source} />;
        case 'boolean':
            return <CheckboxField source={source} />;
        case 'number':
            return <NumberField source={source} />;
        case 'bytes':
            return <BytesField source={source} />;
        case 'owner':
            return <OwnerField source={source} />;
        case 'assignedCustomers':
            return <AssignedCustomersField source={source} />;
        case 'image':
            return <ImageField source={source} />;
        case 'json':
            return <JsonField source={source} />;
        case 'reference':
            return <ReferenceDisplay source={source} reference={field.ui!.reference!} />;
        default:
            return <TextField source={source} />;
    }
};
