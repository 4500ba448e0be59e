import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { KeyFilterDialog } from './KeyFilterDialog';
import { ALARM_DYNAMIC_SOURCES, newKeyFilter } from './keyFilterModel';

/** The open menu; a closed one may still be leaving the DOM. */
const openListbox = () => within([...document.querySelectorAll<HTMLElement>('[role="listbox"]')].pop()!);

const pick = (label: string, option: string) => {
    fireEvent.mouseDown(screen.getAllByLabelText(label).find(element => element.getAttribute('role') === 'combobox')!);
    fireEvent.click(openListbox().getByText(option));
};

const open = (onSave = vi.fn()) => {
    renderInAdmin(<KeyFilterDialog filter={newKeyFilter()} isNew onCancel={() => undefined} onSave={onSave} dynamicSources={ALARM_DYNAMIC_SOURCES} />);
    return onSave;
};
const addButton = () => within(document.querySelector('.MuiDialogActions-root') as HTMLElement).getByText('Add');

// MUI selects in jsdom are slow on a loaded machine; the first render also pays the warm-up.
describe('key filter dialog', () => {
    it('builds `temperature > device.limit` with a default of 30', () => {
        const onSave = open();
        fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: 'temperature' } });
        pick('Operation', 'greater than');
        fireEvent.change(screen.getByLabelText('Value'), { target: { value: '30' } });
        pick('Dynamic source type', 'Current device');
        fireEvent.change(screen.getByLabelText(/Source attribute/), { target: { value: 'limit' } });
        fireEvent.click(screen.getByLabelText('Inherit from owner'));
        fireEvent.click(addButton());
        expect(onSave).toHaveBeenCalledWith({
            key: { type: 'TIME_SERIES', key: 'temperature' },
            valueType: 'NUMERIC',
            predicate: {
                type: 'NUMERIC',
                operation: 'GREATER',
                value: { defaultValue: 30, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit', inherit: true } },
            },
        });
    });

    it('refuses a filter without a key name', () => {
        const onSave = open();
        fireEvent.click(addButton());
        expect(onSave).not.toHaveBeenCalled();
        expect(screen.getByText('Key name is required.')).toBeTruthy();
    });

    it('a second predicate makes a top-level AND; a string value type offers string operations', () => {
        const onSave = open();
        fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: 'state' } });
        pick('Value type', 'String');
        fireEvent.click(screen.getAllByText('Add')[0]!);
        fireEvent.mouseDown(screen.getAllByLabelText('Operation').filter(element => element.getAttribute('role') === 'combobox')[1]!);
        const listbox = openListbox();
        expect(listbox.getByText('ends with')).toBeTruthy();
        fireEvent.click(listbox.getByText('ends with'));
        fireEvent.click(addButton());
        expect(onSave.mock.calls[0]![0].predicate).toMatchObject({
            type: 'COMPLEX',
            operation: 'AND',
            predicates: [{ type: 'STRING', operation: 'STARTS_WITH' }, { type: 'STRING', operation: 'ENDS_WITH' }],
        });
    });
});
