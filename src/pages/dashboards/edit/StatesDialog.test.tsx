import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../components/pickers/renderInAdmin';
import { addState } from '../../../dashboard/editor/stateOps';
import { emptyConfig } from '../../../dashboard/editor/editorFixtures';
import { StatesDialog } from './StatesDialog';

describe('StatesDialog', () => {
    it('refuses a state whose id exists, adds a new one and saves them together', async () => {
        const onSave = vi.fn();
        renderInAdmin(<StatesDialog configuration={emptyConfig()} onSave={onSave} onClose={() => {}} />);
        const name = await screen.findByRole('textbox', { name: 'Name' });
        fireEvent.change(name, { target: { value: 'default' } });
        fireEvent.click(screen.getByRole('button', { name: 'Add state' }));
        expect(await screen.findByText('Dashboard state with the same id already exists.')).toBeInTheDocument();

        fireEvent.change(name, { target: { value: 'Device details' } });
        fireEvent.click(screen.getByRole('button', { name: 'Add state' }));
        await screen.findByText('device_details');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(Object.keys(onSave.mock.calls[0][0].states)).toEqual(['default', 'device_details']);
    });

    it('never deletes the root state; another state is deleted after the confirm', async () => {
        const onSave = vi.fn();
        renderInAdmin(<StatesDialog configuration={addState(emptyConfig(), 'Details')} onSave={onSave} onClose={() => {}} />);
        expect(await screen.findByRole('button', { name: 'Delete state: Dash' })).toBeDisabled();
        fireEvent.click(screen.getByRole('button', { name: 'Delete state: Details' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(screen.queryByText('details')).not.toBeInTheDocument());
        // The confirm's closing transition keeps the dialog under it hidden for a moment.
        fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
        expect(Object.keys(onSave.mock.calls[0][0].states)).toEqual(['default']);
    });
});
