import Box from '@mui/material/Box';
import { useInput, type Validator } from 'react-admin';
import { MAX_LENGTH } from '../../../resources/kernel';
import { ContactForm } from '../../components/display/ContactForm';
import { contactErrors, type Contact } from '../../components/display/contact';
import { maxLengthOf } from './validators';

type ContactKey = keyof Contact;

/** The block is drawn once, where its first field (country) stands in the entity's fields. */
const BLOCK_ANCHOR: ContactKey = 'country';

/** ThingsBoard's contact checks (postal code per country, e-mail, lengths) as one field's validator. */
const contactRule =
    (key: ContactKey): Validator =>
    (_value, values) =>
        contactErrors(values as Contact)[key];

const useContactField = (key: ContactKey) => {
    const { field } = useInput({ source: key, validate: [maxLengthOf(MAX_LENGTH), contactRule(key)] });
    return field;
};

/** The eight contact fields of a customer or tenant form, bound to the form, edited by the shared ContactForm. */
const ContactBlock = () => {
    const fields: Record<ContactKey, ReturnType<typeof useContactField>> = {
        country: useContactField('country'),
        city: useContactField('city'),
        state: useContactField('state'),
        zip: useContactField('zip'),
        address: useContactField('address'),
        address2: useContactField('address2'),
        phone: useContactField('phone'),
        email: useContactField('email'),
    };
    const keys = Object.keys(fields) as ContactKey[];
    const value = Object.fromEntries(keys.map(key => [key, (fields[key].value as string | null | undefined) ?? null])) as Contact;
    const edit = (next: Contact) =>
        keys.filter(key => (next[key] ?? null) !== value[key]).forEach(key => fields[key].onChange(next[key] || null));
    return (
        <Box sx={{ width: '100%', mb: 2.5 }}>
            <ContactForm value={value} onChange={edit} />
        </Box>
    );
};

/** A contact field's input: the whole contact block at the first one, nothing at the others. */
export const ContactInput = ({ source }: { source: string }) => (source === BLOCK_ANCHOR ? <ContactBlock /> : null);
