import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Dashboard, WidgetType } from '../../../../shared/generated/api.gen';
import type { DashboardConfiguration, Widget } from '../../../dashboard/model/dashboardConfig';
import { EntityAliasesDialog } from '../../../dashboard/dialogs/aliases/EntityAliasesDialog';
import { FiltersDialog } from '../../../dashboard/dialogs/filters/FiltersDialog';
import { widgetsFragment, type DashboardFragment } from '../../../dashboard/editor/dashboardFragment';
import { addWidget, applyGridRects, removeWidget, setMobileSettings, updateWidget, type LayoutRef } from '../../../dashboard/editor/layoutOps';
import { widgetFromType } from '../../../dashboard/editor/newWidget';
import { setDashboardSettings } from '../../../dashboard/editor/stateOps';
import { AddWidgetDialog } from './AddWidgetDialog';
import { DashboardLayouts, type LayoutId } from './DashboardLayouts';
import { DashboardSettingsDialog } from './DashboardSettingsDialog';
import { EditWidgetDialog } from './EditWidgetDialog';
import { EditToolbar, type EditorDialog } from './EditToolbar';
import { LayoutsDialog } from './LayoutsDialog';
import { saveDashboard } from './saveDashboard';
import { StatesDialog } from './StatesDialog';
import type { ConfigEdit } from './useEditSession';
import { useCopiedFragment } from './fragmentClipboard';
import { StateFragmentMenu } from './StateFragmentMenu';
import { useClipboardKeys } from './useClipboardKeys';
import { useFragmentMerge } from './useFragmentMerge';
import { WidgetEditFrame } from './WidgetEditFrame';
import { WidgetMobileDialog } from './WidgetMobileDialog';

export interface DashboardEditorProps {
    /** The dashboard as stored (the save keeps its other fields). */
    dashboard: Dashboard;
    configuration: DashboardConfiguration;
    stateId: string;
    onOpenState(stateId: string): void;
    apply(edit: ConfigEdit): void;
    undo(): void;
    canUndo: boolean;
    dirty: boolean;
    onSaved(dashboard: Dashboard): void;
    /** Leave edit mode dropping the unsaved changes. */
    onCancel(): void;
    renderWidget(widget: Widget): ReactNode;
}

/** A dialog about one widget of one layout. */
type WidgetDialog = { kind: 'config' | 'mobile' | 'delete'; widgetId: string; layoutId: LayoutId };

/** Edit mode (part1 §7, issue #10 point 2): the edit toolbar, the draggable layouts and the editor's dialogs. */
export const DashboardEditor = (props: DashboardEditorProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { configuration, stateId, apply } = props;
    const state = configuration.states[stateId];
    const [dialog, setDialog] = useState<EditorDialog | null>(null);
    const [widgetDialog, setWidgetDialog] = useState<WidgetDialog | null>(null);
    const [addTo, setAddTo] = useState<LayoutId | null>(null);
    const [layoutMenu, setLayoutMenu] = useState<HTMLElement | null>(null);
    const [confirmCancel, setConfirmCancel] = useState(false);
    const [saving, setSaving] = useState(false);
    const [clipboard, copyToClipboard] = useCopiedFragment();
    /** Widgets selected to copy together: all of one layout of the shown state. */
    const [selection, setSelection] = useState<{ layoutId: LayoutId; widgetIds: string[] }>({ layoutId: 'main', widgetIds: [] });
    useEffect(() => setSelection({ layoutId: 'main', widgetIds: [] }), [stateId]);
    const refOf = (layoutId: LayoutId): LayoutRef => ({ stateId, layoutId });
    const fragments = useFragmentMerge({ configuration, stateId, apply, onOpenState: props.onOpenState });
    const source = () => ({ dashboardTitle: props.dashboard.title, exportedTime: Date.now() });

    /** Copies a state or widgets; says so, or that the browser's storage refused it. */
    const copy = (fragment: DashboardFragment, message: string, messageArgs: Record<string, string | number>) => {
        if (copyToClipboard(fragment)) notify(message, { type: 'info', messageArgs });
        else notify('dashboard-fragment.copy-too-large', { type: 'error' });
    };
    const toggleSelected = (widgetId: string, layoutId: LayoutId) =>
        setSelection(current => {
            if (current.layoutId !== layoutId) return { layoutId, widgetIds: [widgetId] };
            const widgetIds = current.widgetIds.includes(widgetId) ? current.widgetIds.filter(id => id !== widgetId) : [...current.widgetIds, widgetId];
            return { layoutId, widgetIds };
        });
    const selectedIds = selection.widgetIds.filter(id => state?.layouts[selection.layoutId]?.widgets[id]);
    const copySelected = () =>
        copy(widgetsFragment(configuration, refOf(selection.layoutId), selectedIds, source()), 'dashboard-fragment.widgets-copied', { count: selectedIds.length });
    const paste = () => clipboard && fragments.merge(clipboard, 'action.paste');
    const surface = useRef<HTMLDivElement>(null);
    useClipboardKeys(surface, { copy: selectedIds.length > 0 ? copySelected : null, paste: clipboard ? paste : null });
    const pasteLabel =
        clipboard === null
            ? null
            : clipboard.kind === 'state'
              ? translate('dashboard-fragment.paste-state', { name: clipboard.state.name })
              : translate('dashboard-fragment.paste-widgets', { count: Object.keys(clipboard.widgets).length });

    const startAdd = (anchor: HTMLElement) => (state?.layouts.right ? setLayoutMenu(anchor) : setAddTo('main'));
    const added = (type: WidgetType) => {
        const layoutId = addTo ?? 'main';
        const widget = widgetFromType(type, crypto.randomUUID());
        apply(config => addWidget(config, refOf(layoutId), widget));
        setAddTo(null);
        setWidgetDialog({ kind: 'config', widgetId: widget.id, layoutId });
    };
    const save = async () => {
        setSaving(true);
        try {
            const saved = await saveDashboard(props.dashboard, configuration);
            notify('dashboard.saved', { type: 'success' });
            props.onSaved(saved);
        } catch {
            // The http client has shown the server's message; the edits stay for another try.
        } finally {
            setSaving(false);
        }
    };

    const framed = (widget: Widget, layoutId: LayoutId) => (
        <WidgetEditFrame
            title={widget.config.title || widget.title || widget.typeAlias}
            selected={selection.layoutId === layoutId && selectedIds.includes(widget.id)}
            actions={{
                onSelect: () => toggleSelected(widget.id, layoutId),
                onEdit: () => setWidgetDialog({ kind: 'config', widgetId: widget.id, layoutId }),
                onCopy: () => copy(widgetsFragment(configuration, refOf(layoutId), [widget.id], source()), 'widget.copied', {}),
                onMobile: () => setWidgetDialog({ kind: 'mobile', widgetId: widget.id, layoutId }),
                onDelete: () => setWidgetDialog({ kind: 'delete', widgetId: widget.id, layoutId }),
            }}
        >
            {props.renderWidget(widget)}
        </WidgetEditFrame>
    );

    const target = widgetDialog ? configuration.widgets[widgetDialog.widgetId] : undefined;
    const targetPlace = widgetDialog ? state?.layouts[widgetDialog.layoutId]?.widgets[widgetDialog.widgetId] : undefined;
    const closeWidgetDialog = () => setWidgetDialog(null);

    return (
        <>
            <EditToolbar
                configuration={configuration}
                stateId={stateId}
                onOpenState={props.onOpenState}
                onAddWidget={startAdd}
                stateMenu={
                    <StateFragmentMenu
                        configuration={configuration}
                        stateId={stateId}
                        dashboardTitle={props.dashboard.title}
                        onCopy={fragment => copy(fragment, 'dashboard-fragment.state-copied', { name: fragment.state.name })}
                        onImport={fragment => fragments.merge(fragment, 'dashboard-fragment.import')}
                    />
                }
                pasteLabel={pasteLabel}
                onPaste={paste}
                selectedCount={selectedIds.length}
                onCopySelected={copySelected}
                onClearSelection={() => setSelection({ layoutId: 'main', widgetIds: [] })}
                canUndo={props.canUndo}
                onUndo={props.undo}
                onOpenDialog={setDialog}
                saving={saving}
                dirty={props.dirty}
                onSave={() => void save()}
                onCancel={() => (props.dirty ? setConfirmCancel(true) : props.onCancel())}
            />
            <Box ref={surface} sx={{ flex: 1 }}>
                <DashboardLayouts state={state} widgets={configuration.widgets} renderWidget={framed} onGridChange={(layoutId, rects) => apply(config => applyGridRects(config, refOf(layoutId), rects))} />
            </Box>

            <Menu anchorEl={layoutMenu} open={layoutMenu !== null} onClose={() => setLayoutMenu(null)}>
                {(['main', 'right'] as const).map(layoutId => (
                    <MenuItem
                        key={layoutId}
                        onClick={() => {
                            setLayoutMenu(null);
                            setAddTo(layoutId);
                        }}
                    >
                        {translate(`layout.${layoutId}`)}
                    </MenuItem>
                ))}
            </Menu>
            {fragments.dialog}
            {addTo && <AddWidgetDialog onSelect={added} onClose={() => setAddTo(null)} />}
            {dialog === 'states' && (
                <StatesDialog
                    configuration={configuration}
                    onSave={next => {
                        apply(() => next);
                        setDialog(null);
                        if (!next.states[stateId]) props.onOpenState(Object.keys(next.states).find(id => next.states[id].root) ?? Object.keys(next.states)[0]);
                    }}
                    onClose={() => setDialog(null)}
                />
            )}
            {dialog === 'aliases' && (
                <EntityAliasesDialog
                    aliases={configuration.entityAliases}
                    onSave={entityAliases => {
                        apply(config => ({ ...config, entityAliases }));
                        setDialog(null);
                    }}
                    onClose={() => setDialog(null)}
                />
            )}
            {dialog === 'filters' && (
                <FiltersDialog
                    filters={configuration.filters}
                    onSave={filters => {
                        apply(config => ({ ...config, filters }));
                        setDialog(null);
                    }}
                    onClose={() => setDialog(null)}
                />
            )}
            {dialog === 'layouts' && (
                <LayoutsDialog
                    configuration={configuration}
                    stateId={stateId}
                    onSave={next => {
                        apply(() => next);
                        setDialog(null);
                    }}
                    onClose={() => setDialog(null)}
                />
            )}
            {dialog === 'settings' && (
                <DashboardSettingsDialog
                    settings={configuration.settings ?? {}}
                    onSave={settings => {
                        apply(config => setDashboardSettings(config, settings));
                        setDialog(null);
                    }}
                    onClose={() => setDialog(null)}
                />
            )}
            {widgetDialog?.kind === 'config' && target && (
                <EditWidgetDialog
                    widget={target}
                    configuration={configuration}
                    onSave={(widget, entityAliases) => {
                        apply(current => {
                            const updated = updateWidget(current, widget);
                            return JSON.stringify(entityAliases) === JSON.stringify(current.entityAliases) ? updated : { ...updated, entityAliases };
                        });
                        closeWidgetDialog();
                    }}
                    onClose={closeWidgetDialog}
                />
            )}
            {widgetDialog?.kind === 'mobile' && target && targetPlace && (
                <WidgetMobileDialog
                    title={target.config.title || target.typeAlias}
                    value={targetPlace}
                    onSave={mobile => {
                        apply(config => setMobileSettings(config, refOf(widgetDialog.layoutId), target.id, mobile));
                        closeWidgetDialog();
                    }}
                    onClose={closeWidgetDialog}
                />
            )}
            <Confirm
                isOpen={widgetDialog?.kind === 'delete'}
                title="widget.remove-widget-title"
                content="widget.remove-widget-text"
                translateOptions={{ widgetTitle: target?.config.title || target?.typeAlias || '' }}
                onConfirm={() => {
                    if (widgetDialog) apply(config => removeWidget(config, widgetDialog.widgetId));
                    closeWidgetDialog();
                }}
                onClose={closeWidgetDialog}
            />
            <Confirm
                isOpen={confirmCancel}
                title="dashboard.discard-changes-title"
                content="dashboard.discard-changes-text"
                confirm="action.discard-changes"
                onConfirm={() => {
                    setConfirmCancel(false);
                    props.onCancel();
                }}
                onClose={() => setConfirmCancel(false)}
            />
        </>
    );
};
