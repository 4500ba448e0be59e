import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CreateEdgeRuleChainButton } from '../edges/CreateEdgeRuleChainButton';
import { CreateFromTemplateButton } from '../../overrides/ruleChains/CreateFromTemplateButton';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';

const request = vi.hoisted(() => vi.fn(async (_path: string, _options: { body: unknown }) => ({ id: { id: 'rc-1' } })));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request } }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const renderButton = (button: React.ReactNode) =>
    render(
        <MemoryRouter initialEntries={['/list']}>
            <AdminContext i18nProvider={i18nProvider}>
                <Routes>
                    <Route path="/list" element={button} />
                    <Route path="/ruleChains/:id" element={<p>editor</p>} />
                </Routes>
            </AdminContext>
        </MemoryRouter>
    );

// MUI dialogs make each render heavy on a loaded machine.
describe('new rule chain buttons', () => {
    it('creates an edge rule chain with the typed name (Enter submits) and opens it', async () => {
        renderButton(<CreateEdgeRuleChainButton />);
        fireEvent.click(screen.getByRole('button', { name: 'Add rule chain' }));
        const name = screen.getByRole('textbox', { name: /Name/ });
        fireEvent.change(name, { target: { value: '  Edge chain ' } });
        fireEvent.keyDown(name, { key: 'Enter' });
        await screen.findByText('editor');
        expect(request).toHaveBeenLastCalledWith('/api/ruleChain', { method: 'POST', body: { name: 'Edge chain', type: 'EDGE' } });
    });

    it('creates a chain from the device template; Add waits for a name', async () => {
        renderButton(<CreateFromTemplateButton />);
        fireEvent.click(screen.getByRole('button', { name: 'From device template' }));
        const add = screen.getByRole('button', { name: 'Add' });
        expect(add).toHaveProperty('disabled', true);
        fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Thermostats' } });
        fireEvent.click(add);
        await waitFor(() => expect(request).toHaveBeenLastCalledWith('/api/ruleChain/device/default', { method: 'POST', body: { name: 'Thermostats' } }));
        await screen.findByText('editor');
    });
});
