import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { DashboardFragment } from '../../../dashboard/editor/dashboardFragment';
import { mergeFragment, newStatePlace } from '../../../dashboard/editor/mergeFragment';
import { nameClashes, type ClashChoices, type NameClash } from '../../../dashboard/editor/nameClashes';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { FragmentMergeDialog } from './FragmentMergeDialog';
import type { ConfigEdit } from './useEditSession';

interface FragmentMergeOptions {
    configuration: DashboardConfiguration;
    /** The state shown: pasted widgets go to its main layout. */
    stateId: string;
    apply(edit: ConfigEdit): void;
    onOpenState(stateId: string): void;
}

interface PendingMerge {
    fragment: DashboardFragment;
    clashes: NameClash[];
    renamedState?: string;
    confirmLabel: string;
}

/**
 * Brings a state or widgets (from a file or the clipboard) into the edited dashboard: at once when
 * nothing clashes, else after the person chose in FragmentMergeDialog. An imported state opens.
 * It is one edit: Ctrl+Z takes it back, and nothing is stored before Save.
 */
export function useFragmentMerge({ configuration, stateId, apply, onOpenState }: FragmentMergeOptions) {
    const notify = useNotify();
    const [pending, setPending] = useState<PendingMerge | null>(null);

    const commit = (fragment: DashboardFragment, choices: ClashChoices) => {
        const result = mergeFragment(configuration, fragment, choices, { stateId, layoutId: 'main' }, () => crypto.randomUUID());
        apply(() => result.configuration);
        setPending(null);
        if (fragment.kind === 'state') {
            onOpenState(result.stateId);
            notify('dashboard-fragment.state-added', { type: 'success', messageArgs: { name: result.stateName ?? '', count: result.widgetCount } });
        } else {
            notify('dashboard-fragment.widgets-pasted', { type: 'success', messageArgs: { count: result.widgetCount } });
        }
    };

    /** `confirmLabel`: the i18n key of the dialog's button, should names clash. */
    const merge = (fragment: DashboardFragment, confirmLabel: string) => {
        const clashes = nameClashes(configuration, fragment);
        const renamed = fragment.kind === 'state' ? newStatePlace(configuration, fragment.stateId, fragment.state).name : undefined;
        const renamedState = fragment.kind === 'state' && renamed !== fragment.state.name ? renamed : undefined;
        if (clashes.length === 0) commit(fragment, {});
        else setPending({ fragment, clashes, renamedState, confirmLabel });
    };

    const dialog = pending && (
        <FragmentMergeDialog
            fragment={pending.fragment}
            clashes={pending.clashes}
            renamedState={pending.renamedState}
            confirmLabel={pending.confirmLabel}
            onConfirm={choices => commit(pending.fragment, choices)}
            onClose={() => setPending(null)}
        />
    );
    return { merge, dialog };
}
