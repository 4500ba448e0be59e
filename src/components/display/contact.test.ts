import { describe, expect, it } from 'vitest';
import { contactErrors, isValidPostalCode, POSTAL_CODE_PATTERNS } from './contact';
import { countryNames } from './countries';

describe('postal codes', () => {
    it('has patterns for the 18 countries of the spec, all in the country list', () => {
        expect(Object.keys(POSTAL_CODE_PATTERNS)).toHaveLength(18);
        for (const country of Object.keys(POSTAL_CODE_PATTERNS)) expect(countryNames()).toContain(country);
    });

    it.each([
        ['United States', '12345', true],
        ['United States', '12345-6789', true],
        ['United States', '1234', false],
        ['Australia', '2000', true],
        ['Austria', '10100', false],
        ['Belgium', '1000', true],
        ['Brazil', '01310-100', true],
        ['Brazil', '01310100', true],
        ['Brazil', '0131-100', false],
        ['Canada', 'K1A 0B1', true],
        ['Canada', 'K1A0B1', true],
        ['Canada', 'D1A 0B1', false],
        ['Denmark', '800', true],
        ['Denmark', '8000', true],
        ['Faroe Islands', '100', true],
        ['Faroe Islands', '10', false],
        ['Netherlands', '1012 AB', true],
        ['Netherlands', '0123 AB', false],
        ['Germany', '10115', true],
        ['Germany', '1011', false],
        ['Hungary', '1051', true],
        ['Italy', '00184', true],
        ['Japan', '100-0001', true],
        ['Japan', '1000001', false],
        ['Luxembourg', 'L-1111', true],
        ['Luxembourg', '1111', false],
        ['Poland', '00-950', true],
        ['Poland', '00950', false],
        ['Spain', '28013', true],
        ['Spain', '53000', false],
        ['Sweden', '114 55', true],
        ['Sweden', '11455', true],
        ['United Kingdom', 'SW1A 1AA', true],
        ['United Kingdom', 'SW1A1AA', false],
        ['France', 'anything', true],
        ['Germany', '', true],
        [null, '???', true],
    ])('%s %j valid: %j', (country, zip, valid) => {
        expect(isValidPostalCode(country, zip)).toBe(valid);
    });
});

describe('contact errors', () => {
    it('names each broken field with its key', () => {
        const long = 'x'.repeat(256);
        expect(contactErrors({ city: long, state: long, phone: long, country: 'Germany', zip: '1', email: 'nope' })).toEqual({
            city: 'contact.city-max-length',
            state: 'contact.state-max-length',
            phone: 'contact.phone-max-length',
            zip: 'contact.postal-code-invalid',
            email: 'user.invalid-email-format',
        });
        expect(contactErrors({ city: 'x'.repeat(255), country: 'Germany', zip: '10115', email: 'a@b.co' })).toEqual({});
    });

    it('offers about 250 countries', () => {
        expect(countryNames()).toHaveLength(249);
        expect(countryNames()).toContain('United States');
    });
});
