import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import edgeManagement from '../../../locales/en_US/edge-management.json';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages, mergeMessages } from '../../providers/i18n/messages';
import { EdgeEntityTable } from './EdgeEntityTable';
import { EDGE_ENTITY_KINDS } from './edgeEntityKinds';
import { MissingRelatedRuleChainsAlert } from './MissingRelatedRuleChainsAlert';

const mocks = vi.hoisted(() => ({
    request: vi.fn(async (_path: string, _options?: { method?: string; query?: Record<string, unknown> }) => null as unknown),
}));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request: mocks.request } }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: mergeMessages(defaultMessages, edgeManagement) });
const kind = (path: string) => EDGE_ENTITY_KINDS.find(candidate => candidate.path === path)!;
const chain = (id: string, name: string) => ({ id: { entityType: 'RULE_CHAIN', id }, createdTime: 1_700_000_000_000, name, type: 'EDGE' });

const renderInAdmin = (node: React.ReactNode) =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>
        </MemoryRouter>,
    );

beforeEach(() => {
    mocks.request.mockReset();
    mocks.request.mockImplementation(async (path: string) => {
        if (path === '/api/edge/e1/ruleChains') return { data: [chain('root', 'Edge Root Rule Chain'), chain('other', 'Filter chain')], totalElements: 2 };
        if (path.startsWith('/api/edge/missingToRelatedRuleChains/')) return { 'Edge Root Rule Chain': ['Alarm forwarding', 'Metrics'] };
        return {};
    });
});

describe("an edge's rule chains", () => {
    it('marks the root, which can be neither unassigned nor made root again; another chain unassigns after a confirm', async () => {
        const { container } = renderInAdmin(<EdgeEntityTable edgeId="e1" kind={kind('ruleChains')} rootRuleChainId="root" mayManage />);
        await screen.findByText('Filter chain');
        // Plain selectors: role queries over MUI tables are slow in jsdom.
        const [rootRow, otherRow] = [...container.querySelectorAll<HTMLElement>('tbody tr')];
        expect(rootRow!.textContent).toContain('Edge Root Rule Chain');
        expect(rootRow!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
        expect(within(rootRow!).queryByLabelText('Unassign from edge')).toBeNull();
        expect(within(rootRow!).queryByLabelText('Make root rule chain of the edge')).toBeNull();
        expect(otherRow!.querySelector('a')!.getAttribute('href')).toBe('/ruleChains/other');

        fireEvent.click(within(otherRow!).getByLabelText('Unassign from edge'));
        expect(await screen.findByText("Are you sure you want to unassign 'Filter chain' from the edge?")).toBeTruthy();
        fireEvent.click(screen.getByText('Yes'));
        await waitFor(() => expect(mocks.request).toHaveBeenCalledWith('/api/edge/e1/ruleChain/other', { method: 'DELETE' }));
    });

    it('offers no changes to those who may only look', async () => {
        renderInAdmin(<EdgeEntityTable edgeId="e1" kind={kind('ruleChains')} rootRuleChainId="root" mayManage={false} />);
        await screen.findByText('Filter chain');
        expect(screen.queryByText('Assign to edge')).toBeNull();
        expect(screen.queryByLabelText('Unassign from edge')).toBeNull();
    });

    it('warns of the chains its chains forward to that it lacks', async () => {
        renderInAdmin(<MissingRelatedRuleChainsAlert edgeId="e1" />);
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText('Edge has missing related rule chain(s)')).toBeTruthy();
        expect(alert.textContent).toContain('Edge Root Rule Chain: Alarm forwarding, Metrics');
    });
});
