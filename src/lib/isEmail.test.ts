import { describe, expect, it } from 'vitest';
import { isEmail } from './isEmail';

describe('isEmail', () => {
    it.each([
        'tenant@thingsboard.org',
        'customerA@thingsboard.org',
        'first.last+tag@sub.example.co',
        'admin@localhost',
    ])('accepts %s', value => expect(isEmail(value)).toBe(true));

    it.each(['', 'tenant', 'tenant@', '@thingsboard.org', 'a b@c.d', 'a@-b.c'])(
        'rejects "%s"',
        value => expect(isEmail(value)).toBe(false)
    );
});
