import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../components/ruleChain/useLeaveGuard';
import type { WidgetConfig } from '../../dashboard/model/dashboardConfig';
import type { WidgetTypeDescriptor } from '../../dashboard/runtime/custom/widgetFrameDocument';
import { DescriptorTabPanel, EDITOR_TABS, type EditorTabId } from './DescriptorTabPanel';
import { SaveAsDialog } from './SaveAsDialog';
import { mayWriteBundle, useSignedInUser } from './useWidgetLibraryAccess';
import { NEW_WIDGET_TYPE_ID, useWidgetTypeDraft } from './useWidgetTypeDraft';
import { widgetLibraryApi, type WidgetTypeDraft } from './widgetLibraryApi';
import { isWidgetKind, kindInfoOf } from './widgetKinds';
import { WidgetPreview } from './WidgetPreview';
import { ArrowBack } from '../../components/display/directionalIcons';
import { HistoryButton } from '../../components/history/HistoryButton';

/** Edits settle this long before the preview restarts with them (Run applies them at once). */
const PREVIEW_SETTLE_MS = 800;

const parsedConfig = (text: string | undefined): WidgetConfig | null => {
    try {
        const parsed: unknown = JSON.parse(text ?? '{}');
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as WidgetConfig) : null;
    } catch {
        return null;
    }
};

/** The JSON texts of a descriptor that must parse before a save (ThingsBoard refuses a widget with errors). */
const jsonFieldsValid = (descriptor: WidgetTypeDescriptor) =>
    [descriptor.defaultConfig, descriptor.settingsSchema, descriptor.dataKeySettingsSchema].every(text => {
        try {
            JSON.parse(text || '{}');
            return true;
        } catch {
            return false;
        }
    });

/** What a copy keeps: everything but its identity (the server gives it a new id and alias). */
const copyOf = (draft: WidgetTypeDraft, name: string, bundle: { alias: string }): WidgetTypeDraft => {
    const { id: _id, tenantId: _tenantId, createdTime: _createdTime, ...rest } = draft;
    return { ...rest, name, alias: '', bundleAlias: bundle.alias };
};

/**
 * ThingsBoard's widget editor: resources, HTML, CSS, JavaScript, the two settings schemas and the
 * default configuration beside a live preview in the same sandboxed frame dashboards use.
 */
const WidgetTypeEditor = () => {
    const { widgetsBundleId = '', widgetTypeId = NEW_WIDGET_TYPE_ID } = useParams();
    const [search] = useSearchParams();
    const requestedKind = search.get('kind');
    const kind = isWidgetKind(requestedKind) ? requestedKind : 'latest';
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const user = useSignedInUser();
    const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    const state = useWidgetTypeDraft(widgetsBundleId, widgetTypeId, kind, translate('widget.untitled-widget-type'));
    const { bundle, draft } = state;
    const [tab, setTab] = useState<EditorTabId>('html');
    const [saving, setSaving] = useState(false);
    const [savingAs, setSavingAs] = useState(false);
    const [previewed, setPreviewed] = useState<WidgetTypeDescriptor | null>(null);

    const writable = mayWriteBundle(user, bundle ?? undefined);
    const maySaveAs = user?.authority === 'SYS_ADMIN' || user?.authority === 'TENANT_ADMIN';
    const isNew = widgetTypeId === NEW_WIDGET_TYPE_ID;
    const guard = useLeaveGuard(state.dirty && (writable || maySaveAs));
    const typesPath = `/widgets-bundles/${widgetsBundleId}/widgetTypes`;

    // The preview follows the edits once they settle; the first one starts at once.
    const descriptor = draft?.descriptor;
    useEffect(() => {
        if (!descriptor) return;
        if (!previewed) {
            setPreviewed(descriptor);
            return;
        }
        const timer = window.setTimeout(() => setPreviewed(descriptor), PREVIEW_SETTLE_MS);
        return () => window.clearTimeout(timer);
        // Only edits restart the timer.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [descriptor]);
    const previewConfig = useMemo(() => parsedConfig(previewed?.defaultConfig), [previewed?.defaultConfig]);

    const editDescriptor = (change: Partial<WidgetTypeDescriptor>) => state.edit(current => ({ ...current, descriptor: { ...current.descriptor, ...change } }));

    const checked = (candidate: WidgetTypeDraft): boolean => {
        if (candidate.name.trim() === '') {
            notify('widget.missing-widget-title-error', { type: 'error' });
            return false;
        }
        if (!jsonFieldsValid(candidate.descriptor)) {
            notify('widget.unable-to-save-widget-error', { type: 'error' });
            return false;
        }
        return true;
    };

    const save = async () => {
        if (!draft || !checked(draft)) return;
        setSaving(true);
        try {
            const saved = await widgetLibraryApi.save(draft);
            state.markSaved(saved);
            notify('widget.widget-saved', { type: 'success' });
            if (isNew) guard.unguarded(() => navigate(`${typesPath}/${saved.id.id}`, { replace: true }));
        } catch {
            // The http client has shown the server's message; the edits stay for another try.
        } finally {
            setSaving(false);
        }
    };

    const saveAs = async (name: string, target: { id: string; alias: string }) => {
        if (!draft) return;
        const copy = copyOf(draft, name, target);
        if (!checked(copy)) return;
        setSaving(true);
        try {
            const saved = await widgetLibraryApi.save(copy);
            setSavingAs(false);
            notify('widget.widget-saved', { type: 'success' });
            guard.unguarded(() => navigate(`/widgets-bundles/${target.id}/widgetTypes/${saved.id.id}`));
        } catch {
            // Shown by the http client; the dialog stays open.
        } finally {
            setSaving(false);
        }
    };

    if (state.failed) return <Alert severity="error">{translate('widget.widget-type-load-failed-error')}</Alert>;
    if (!draft || !descriptor) return <LinearProgress />;
    const kindInfo = kindInfoOf(descriptor.type);
    const paneHeight = wide ? 520 : 340;

    return (
        <Stack spacing={2} sx={{ pb: 4, position: 'relative' }}>
            {saving && <LinearProgress sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1.5 }}>
                <Tooltip title={bundle?.title ?? ''}>
                    <IconButton component={Link} to={typesPath} aria-label={translate('widget.back-to-bundle')}>
                        <ArrowBack />
                    </IconButton>
                </Tooltip>
                <TextField
                    label={translate('widget.title')}
                    value={draft.name}
                    onChange={event => state.edit(current => ({ ...current, name: event.target.value }))}
                    size="small"
                    required
                    error={draft.name.trim() === ''}
                    sx={{ flex: 1, minWidth: { xs: 'calc(100% - 56px)', sm: 200 }, maxWidth: { sm: 480 } }}
                />
                <Chip icon={<kindInfo.icon />} label={translate(kindInfo.label)} variant="outlined" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
                {!writable && <Chip label={translate('widget.read-only')} size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />}
                <Box sx={{ flex: { xs: 0, sm: 1 } }} />
                <Stack direction="row" spacing={1} sx={{ ml: { xs: 'auto !important', sm: 1 }, alignItems: 'center' }}>
                    {writable && !isNew && (
                        <HistoryButton
                            display="icon"
                            entity={{ entityType: 'WIDGET_TYPE', id: widgetTypeId }}
                            name={state.saved?.name ?? draft.name}
                            onRestored={({ document }) => state.markSaved(document as WidgetTypeDraft)}
                        />
                    )}
                    {maySaveAs && (
                        <Button variant="outlined" onClick={() => setSavingAs(true)} disabled={saving}>
                            {translate('widget.saveAs')}
                        </Button>
                    )}
                    {writable && (
                        <Button variant="contained" onClick={() => void save()} disabled={saving || (!state.dirty && !isNew)}>
                            {translate('action.save')}
                        </Button>
                    )}
                </Stack>
            </Stack>

            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
                <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
                    <Tabs value={tab} onChange={(_, next: EditorTabId) => setTab(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}>
                        {EDITOR_TABS.map(editorTab => (
                            <Tab key={editorTab.id} value={editorTab.id} label={translate(editorTab.label)} sx={{ textTransform: 'none', minWidth: 0, px: 2 }} />
                        ))}
                    </Tabs>
                    <DescriptorTabPanel tab={tab} descriptor={descriptor} onChange={editDescriptor} height={paneHeight} />
                </Paper>
                <Box sx={{ minWidth: 0 }}>
                    <WidgetPreview descriptor={previewed ?? descriptor} config={previewConfig} height={paneHeight - 36} onRun={() => setPreviewed(descriptor)} />
                </Box>
            </Box>

            <SaveAsDialog open={savingAs} initialName={draft.name} currentBundle={bundle} onClose={() => setSavingAs(false)} onSave={(name, target) => void saveAs(name, target)} />
            <Confirm
                isOpen={guard.blocked}
                title="widget.confirm-to-exit-editor-title"
                content="widget.confirm-to-exit-editor-text"
                confirm="widget.discard-changes"
                onConfirm={guard.proceed}
                onClose={guard.stay}
            />
        </Stack>
    );
};
/** One editor per type: opening another type (Save as, a saved new type) starts with fresh state. */
const WidgetTypeEditorPage = () => {
    const { widgetTypeId } = useParams();
    return <WidgetTypeEditor key={widgetTypeId} />;
};
export default WidgetTypeEditorPage;
