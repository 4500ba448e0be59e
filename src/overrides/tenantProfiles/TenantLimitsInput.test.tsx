import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../components/pickers/renderInAdmin';
import { TenantLimitsInput } from './TenantLimitsInput';

describe('the tenant profile limits form', () => {
    it('keeps an empty rate limit’s label above the field, clear of its unit', async () => {
        renderInAdmin(
            <Form record={{ id: 'p1', profileData: { configuration: { type: 'DEFAULT', transportTenantMsgRateLimit: null } } }}>
                <TenantLimitsInput source="profileData" />
            </Form>
        );
        const field = await screen.findByRole('textbox', { name: 'Messages, whole tenant' });
        expect(field).toHaveValue('');
        const label = document.querySelector(`label[for="${field.id}"]`);
        expect(label?.getAttribute('data-shrink')).toBe('true');
    });
});
