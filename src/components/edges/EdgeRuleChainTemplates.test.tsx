import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import edgeManagement from '../../../locales/en_US/edge-management.json';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages, mergeMessages } from '../../providers/i18n/messages';
import { EdgeRuleChainTemplates } from './EdgeRuleChainTemplates';

const mocks = vi.hoisted(() => ({
    request: vi.fn(async (_path: string, _options?: { method?: string; query?: Record<string, unknown> }) => null as unknown),
}));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request: mocks.request } }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: mergeMessages(defaultMessages, edgeManagement) });
const chain = (id: string, name: string, root: boolean) => ({ id: { entityType: 'RULE_CHAIN', id }, createdTime: 1_700_000_000_000, name, type: 'EDGE', root });

beforeEach(() => {
    mocks.request.mockReset();
    mocks.request.mockImplementation(async (path: string) => {
        if (path === '/api/ruleChains') return { data: [chain('root', 'Edge Root Rule Chain', true), chain('auto', 'Auto chain', false)], totalElements: 2 };
        if (path === '/api/ruleChain/autoAssignToEdgeRuleChains') return [chain('auto', 'Auto chain', false)];
        return {};
    });
});

const renderPage = () =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <EdgeRuleChainTemplates />
            </AdminContext>
        </MemoryRouter>,
    );

/** A row's action, when it is shown (a hidden one keeps its place for the columns). */
const visibleAction = (row: HTMLElement, label: string) => within(row)
        .queryAllByLabelText(label)
        .find(element => element.tagName === 'BUTTON' && !element.closest('[aria-hidden="true"]')) ?? null;

describe('edge rule chain templates', () => {
    it('lists EDGE chains with their template root and auto-assign flags', async () => {
        const { container } = renderPage();
        await screen.findByText('Auto chain');
        expect(mocks.request.mock.calls.find(([path]) => path === '/api/ruleChains')![1]!.query).toMatchObject({ type: 'EDGE' });
        const [rootRow, autoRow] = [...container.querySelectorAll<HTMLElement>('tbody tr')];
        const flags = (row: HTMLElement) => [...row.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(box => box.checked);
        expect(flags(rootRow!)).toEqual([true, false]);
        expect(flags(autoRow!)).toEqual([false, true]);
        // The template root is neither made root again nor deleted.
        expect(visibleAction(rootRow!, 'Make rule chain edge template root')).toBeNull();
        expect(visibleAction(rootRow!, 'Delete rule chain')).toBeNull();
        expect(visibleAction(autoRow!, 'Make rule chain edge template root')).not.toBeNull();
    });

    it('sets and unsets auto-assign after a confirm', async () => {
        const { container } = renderPage();
        await screen.findByText('Auto chain');
        const [rootRow, autoRow] = [...container.querySelectorAll<HTMLElement>('tbody tr')];
        fireEvent.click(visibleAction(autoRow!, 'Unassign rule chain from edge(s) on creation')!);
        fireEvent.click(await screen.findByText('Yes'));
        await waitFor(() => expect(mocks.request).toHaveBeenCalledWith('/api/ruleChain/auto/autoAssignToEdge', { method: 'DELETE' }));
        // Until the dialog has gone, the page behind it is aria-hidden.
        const assign = await waitFor(() => {
            const button = visibleAction(rootRow!, 'Assign rule chain to edge(s) on creation');
            if (!button) throw new Error('not shown yet');
            return button;
        });
        fireEvent.click(assign);
        fireEvent.click(await screen.findByText('Yes'));
        await waitFor(() => expect(mocks.request).toHaveBeenCalledWith('/api/ruleChain/root/autoAssignToEdge', { method: 'POST' }));
    });
});
