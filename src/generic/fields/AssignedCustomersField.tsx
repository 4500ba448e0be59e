import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFieldValue, useTranslate } from 'react-admin';

interface AssignedCustomer {
    customerId: { id: string };
    title: string;
    public?: boolean;
}

/** A dashboard's customers; the public customer shows as "Public". */
export const AssignedCustomersField = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const customers = (useFieldValue({ source }) ?? []) as AssignedCustomer[];
    return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {customers.map(customer => (
                <Chip
                    key={customer.customerId.id}
                    size="small"
                    label={customer.public ? translate('entity.is-public') : customer.title}
                    color={customer.public ? 'primary' : 'default'}
                    variant="outlined"
                />
            ))}
        </Stack>
    );
};
