import { isEmail } from '../../lib/isEmail';

export interface Contact {
    country?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    address?: string | null;
    address2?: string | null;
    phone?: string | null;
    email?: string | null;
}

/** ThingsBoard's column width for city, state and phone. */
export const CONTACT_MAX_LENGTH = 255;

/** Postal-code patterns of the 18 countries ThingsBoard checks (part 2 §5.1); each must match whole. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
    'United States': /^(\d{5}([-]\d{4})?)$/,
    Australia: /^[0-9]{4}$/,
    Austria: /^[0-9]{4}$/,
    Belgium: /^[0-9]{4}$/,
    Brazil: /^[0-9]{5}[-]?[0-9]{3}$/,
    Canada: /^(?!.*[DFIOQU])[A-VXY][0-9][A-Z][ -]?[0-9][A-Z][0-9]$/,
    Denmark: /^[0-9]{3,4}$/,
    'Faroe Islands': /^[0-9]{3,4}$/,
    Netherlands: /^[1-9][0-9]{3}\s?[a-zA-Z]{2}$/,
    Germany: /^[0-9]{5}$/,
    Hungary: /^[0-9]{4}$/,
    Italy: /^[0-9]{5}$/,
    Japan: /^\d{3}-\d{4}$/,
    Luxembourg: /^(L\s*(-|—|–))\s*?[\d]{4}$/,
    Poland: /^[0-9]{2}-[0-9]{3}$/,
    Spain: /^((0[1-9]|5[0-2])|[1-4][0-9])[0-9]{3}$/,
    Sweden: /^\d{3}\s?\d{2}$/,
    'United Kingdom': /^[A-Za-z]{1,2}[0-9Rr][0-9A-Za-z]? [0-9][ABD-HJLNP-UW-Zabd-hjlnp-uw-z]{2}$/,
};

/** An empty code, or a country without a pattern, is always fine. */
export const isValidPostalCode = (country: string | null | undefined, zip: string | null | undefined): boolean => {
    const pattern = country ? POSTAL_CODE_PATTERNS[country] : undefined;
    return !zip || !pattern || pattern.test(zip);
};

export type ContactErrors = Partial<Record<keyof Contact, string>>;

/** What is wrong with each contact field, as ThingsBoard's translation keys. */
export const contactErrors = (contact: Contact): ContactErrors => {
    const errors: ContactErrors = {};
    if ((contact.city ?? '').length > CONTACT_MAX_LENGTH) errors.city = 'contact.city-max-length';
    if ((contact.state ?? '').length > CONTACT_MAX_LENGTH) errors.state = 'contact.state-max-length';
    if (!isValidPostalCode(contact.country, contact.zip)) errors.zip = 'contact.postal-code-invalid';
    if ((contact.phone ?? '').length > CONTACT_MAX_LENGTH) errors.phone = 'contact.phone-max-length';
    if (contact.email && !isEmail(contact.email)) errors.email = 'user.invalid-email-format';
    return errors;
};
