import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { customers } from '../../../resources/customers.resource';
import { tenants } from '../../../resources/tenants.resource';
import { renderInAdmin } from '../../components/pickers/renderInAdmin';
import { formFieldsOf } from '../formFields';
import { FieldInput } from './inputFor';

/** A customer's create form as the generic view builds it: one input per editable field. */
const renderCustomerForm = (onSubmit: (values: Record<string, unknown>) => void, record: Record<string, unknown> = { title: 'Acme' }) =>
    renderInAdmin(
        <SimpleForm record={record} onSubmit={onSubmit} toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>}>
            {formFieldsOf(customers).map(({ source, field }) => (
                <FieldInput key={source} resource={customers} source={source} field={field} />
            ))}
        </SimpleForm>
    );

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('contact block in customer and tenant forms', () => {
    it('customer and tenant forms edit their contact fields with the shared contact form', () => {
        for (const resource of [customers, tenants]) {
            const contact = formFieldsOf(resource).filter(({ field }) => field.ui?.widget === 'contact').map(({ source }) => source);
            expect(contact.sort()).toEqual(['address', 'address2', 'city', 'country', 'email', 'phone', 'state', 'zip']);
        }
        renderCustomerForm(() => undefined);
        // One block: the country is a select of countries, each other field appears once.
        expect(screen.getAllByRole('combobox', { name: 'Country' })).toHaveLength(1);
        expect(screen.getAllByRole('textbox', { name: 'Zip / Postal Code' })).toHaveLength(1);
    });

    it("checks the postal code against the country's pattern and refuses to save until it matches", async () => {
        const onSubmit = vi.fn();
        renderCustomerForm(onSubmit, { title: 'Acme', country: 'Germany', zip: null });
        expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
        fireEvent.change(textbox('Zip / Postal Code'), { target: { value: '1234' } });
        expect(await screen.findByText('Invalid Zip / Postal Code format.')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
        expect(onSubmit).not.toHaveBeenCalled();

        fireEvent.change(textbox('Zip / Postal Code'), { target: { value: '10115' } });
        fireEvent.change(textbox('City'), { target: { value: 'Berlin' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Acme', country: 'Germany', zip: '10115', city: 'Berlin' });
    });
});
