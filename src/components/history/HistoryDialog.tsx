import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ComparisonView } from './ComparisonView';
import { historyApi, type EntityVersion, type EntityVersionInfo, type VersionedEntity } from './historyApi';
import { useVersionComparison } from './useVersionComparison';
import { VersionList } from './VersionList';

/** The graphs load with the rule chain canvas, only when a rule chain's history is opened. */
const RuleChainGraphs = lazy(() => import('./RuleChainGraphs'));

export interface HistoryDialogProps {
    entity: VersionedEntity;
    /** The entity's name, in the title. */
    name: string;
    onClose(): void;
    /** After a restore: the version it saved, so the page shows the restored state. */
    onRestored?(saved: EntityVersion): void;
}

const Busy = () => (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress size={28} />
    </Box>
);

/**
 * An entity's version history: its saves newest first; any two compared (a version with the
 * current one by default); a version restored as a new save after a preview of what it changes.
 */
export const HistoryDialog = ({ entity, name, onClose, onRestored }: HistoryDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [versions, setVersions] = useState<EntityVersionInfo[] | null>(null);
    const [failed, setFailed] = useState(false);
    const [selected, setSelected] = useState<number | null>(null);
    const [other, setOther] = useState<number | null>(null);
    const [previewing, setPreviewing] = useState(false);
    const [restoring, setRestoring] = useState(false);
    const [view, setView] = useState<'list' | 'graphs'>('list');

    const load = useCallback(
        (select?: number) =>
            historyApi.list(entity).then(
                found => {
                    setVersions(found);
                    const newest = found[0]?.version ?? null;
                    const chosen = select ?? found[1]?.version ?? newest;
                    setSelected(chosen);
                    setOther(chosen === newest ? (found[1]?.version ?? null) : newest);
                },
                () => setFailed(true),
            ),
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [entity.entityType, entity.id],
    );
    useEffect(() => void load(), [load]);

    const newest = versions?.[0]?.version ?? null;
    // A compare reads older → newer; a restore preview reads current → the version restored.
    const [from, to] = previewing ? [newest, selected] : selected !== null && other !== null ? [Math.min(selected, other), Math.max(selected, other)] : [null, null];
    const compared = useVersionComparison(entity, from, to);

    const select = (version: number) => {
        setSelected(version);
        setPreviewing(false);
        if (version === other) setOther(version === newest ? (versions?.[1]?.version ?? null) : newest);
    };

    const restore = async () => {
        if (selected === null) return;
        setRestoring(true);
        try {
            const saved = await historyApi.restore(entity, selected);
            notify('history.restored', { type: 'success', messageArgs: { version: selected, newVersion: saved.version } });
            onRestored?.(saved);
            setPreviewing(false);
            await load(saved.version);
        } catch {
            // The client reported the server's error.
        } finally {
            setRestoring(false);
        }
    };

    const versionLabel = (version: number | null) => (version === null ? '' : translate('history.version', { version }));
    const title = previewing ? translate('history.restore-preview', { version: selected }) : translate('history.changes-between', { from, to });

    const detail =
        selected === null || versions === null ? null : (
            <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, flex: '1 1 200px', minWidth: 0 }} data-testid="compare-title">
                        {title}
                    </Typography>
                    {!previewing && versions.length > 1 && (
                        <TextField
                            select
                            size="small"
                            label={translate('history.compare-with')}
                            value={other ?? ''}
                            onChange={event => setOther(Number(event.target.value))}
                            sx={{ flex: 'none', width: { xs: '100%', sm: 220 } }}
                        >
                            {versions
                                .filter(info => info.version !== selected)
                                .map(info => (
                                    <MenuItem key={info.version} value={info.version}>
                                        {versionLabel(info.version)}
                                        {info.version === newest ? ` (${translate('history.current')})` : ''}
                                    </MenuItem>
                                ))}
                        </TextField>
                    )}
                    {entity.entityType === 'RULE_CHAIN' && (
                        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: 'list' | 'graphs' | null) => next && setView(next)} aria-label={translate('history.view')}>
                            <ToggleButton value="list">{translate('history.view-list')}</ToggleButton>
                            <ToggleButton value="graphs">{translate('history.graphs')}</ToggleButton>
                        </ToggleButtonGroup>
                    )}
                </Box>
                {previewing && (
                    <Alert severity="info" sx={{ mb: 1.5 }}>
                        {translate('history.restore-note', { version: selected })}
                    </Alert>
                )}
                {from === to ? (
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                        {translate(previewing ? 'history.restore-current' : 'history.no-changes')}
                    </Typography>
                ) : compared === null ? (
                    <Busy />
                ) : compared === 'failed' ? (
                    <Alert severity="error">{translate('history.read-failed')}</Alert>
                ) : view === 'graphs' && entity.entityType === 'RULE_CHAIN' ? (
                    <Suspense fallback={<Busy />}>
                        <RuleChainGraphs {...compared} beforeTitle={versionLabel(from)} afterTitle={versionLabel(to)} />
                    </Suspense>
                ) : (
                    <ComparisonView comparison={compared.comparison} />
                )}
            </Box>
        );

    return (
        <Dialog open onClose={restoring ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="history-dialog-title">
            <DialogTitle id="history-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    {translate('history.title')}
                    <Typography variant="body2" color="text.secondary" noWrap>
                        {name}
                    </Typography>
                </Box>
                <IconButton aria-label={translate('ra.action.close')} onClick={onClose} disabled={restoring}>
                    <CloseIcon />
                </IconButton>
            </DialogTitle>
            <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, minHeight: { sm: 480 } }}>
                {failed ? (
                    <Alert severity="error" sx={{ m: 2, flex: 1 }}>
                        {translate('history.load-failed')}
                    </Alert>
                ) : versions === null ? (
                    <Box sx={{ flex: 1 }}>
                        <Busy />
                    </Box>
                ) : versions.length === 0 ? (
                    <Typography color="text.secondary" sx={{ p: 3 }}>
                        {translate('history.empty')}
                    </Typography>
                ) : (
                    <>
                        <Box
                            sx={{
                                width: { sm: 280 },
                                flex: '0 0 auto',
                                maxHeight: { xs: '35vh', sm: 'none' },
                                overflowY: 'auto',
                                // Widths only: a breakpoint's border shorthand would reset the divider colour.
                                borderStyle: 'solid',
                                borderColor: 'divider',
                                borderWidth: 0,
                                borderRightWidth: { sm: 1 },
                                borderBottomWidth: { xs: 1, sm: 0 },
                            }}
                        >
                            <VersionList versions={versions} selected={selected} onSelect={select} />
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0, p: 2, overflowY: 'auto' }}>{detail}</Box>
                    </>
                )}
            </DialogContent>
            <DialogActions>
                {previewing ? (
                    <>
                        <Button onClick={() => setPreviewing(false)} disabled={restoring}>
                            {translate('ra.action.cancel')}
                        </Button>
                        <Button variant="contained" startIcon={restoring ? <CircularProgress size={16} color="inherit" /> : <RestoreIcon />} onClick={() => void restore()} disabled={restoring}>
                            {translate('history.restore-confirm', { version: selected })}
                        </Button>
                    </>
                ) : (
                    <>
                        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
                        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => setPreviewing(true)} disabled={selected === null || selected === newest}>
                            {translate('history.restore', { version: selected ?? '' })}
                        </Button>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
