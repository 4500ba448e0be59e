import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../components/pickers/renderInAdmin';
import { stateFragment } from '../../../dashboard/editor/dashboardFragment';
import { emptyConfig } from '../../../dashboard/editor/editorFixtures';
import { sourceDashboard, thermostatsAlias } from '../../../dashboard/editor/fragmentFixtures';
import { nameClashes } from '../../../dashboard/editor/nameClashes';
import { FragmentMergeDialog } from './FragmentMergeDialog';

describe('FragmentMergeDialog', () => {
    it('proposes reuse for a same alias and a rename for a different filter, and hands back what the person chose', async () => {
        const fragment = stateFragment(sourceDashboard(), 'thermostats');
        const target = { ...emptyConfig(), entityAliases: { mine: thermostatsAlias('mine') }, filters: { f: { id: 'f', filter: 'Hot', keyFilters: [] } } };
        const onConfirm = vi.fn();
        renderInAdmin(
            <FragmentMergeDialog fragment={fragment} clashes={nameClashes(target, fragment)} renamedState="Thermostats (2)" confirmLabel="dashboard-fragment.import" onConfirm={onConfirm} onClose={() => {}} />
        );
        await screen.findByRole('dialog', { name: "Add state 'Thermostats'" });
        expect(screen.getByText("This dashboard already has a state 'Thermostats': the new one is named 'Thermostats (2)'.")).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: "Use the dashboard's 'Thermostats'" })).toBeChecked();
        expect(screen.getByRole('radio', { name: "Add it as 'Hot (2)'" })).toBeChecked();
        expect(screen.getByText('Same settings as the dashboard\'s')).toBeInTheDocument();
        expect(screen.getByText('Its settings differ from the dashboard\'s')).toBeInTheDocument();

        fireEvent.click(screen.getByRole('radio', { name: "Add it as 'Thermostats (2)'" }));
        fireEvent.click(screen.getByRole('button', { name: 'Import' }));
        expect(onConfirm).toHaveBeenCalledWith({ 'alias:al-thermo': 'rename', 'filter:fl-hot': 'rename' });
    });

    it('offers the dashboard’s alias with the same settings under another name, and proposes it', async () => {
        const fragment = stateFragment(sourceDashboard(), 'thermostats');
        const boilers = { ...thermostatsAlias('boilers'), filter: { type: 'deviceType' as const, resolveMultiple: true, deviceType: 'boiler' } };
        const target = { ...emptyConfig(), entityAliases: { boilers, twin: { ...thermostatsAlias('twin'), alias: 'Thermostats (2)' } } };
        const onConfirm = vi.fn();
        renderInAdmin(<FragmentMergeDialog fragment={fragment} clashes={nameClashes(target, fragment)} confirmLabel="action.paste" onConfirm={onConfirm} onClose={() => {}} />);
        expect(await screen.findByRole('radio', { name: "Use the dashboard's 'Thermostats (2)', which has the same settings" })).toBeChecked();
        expect(screen.getByRole('radio', { name: "Add it as 'Thermostats (3)'" })).not.toBeChecked();
        fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
        expect(onConfirm).toHaveBeenCalledWith({ 'alias:al-thermo': 'same' });
    });
});
