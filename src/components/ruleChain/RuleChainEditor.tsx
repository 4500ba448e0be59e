import '@xyflow/react/dist/style.css';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import {
    applyEdgeChanges,
    applyNodeChanges,
    Background,
    BackgroundVariant,
    Controls,
    MarkerType,
    MiniMap,
    ReactFlow,
    ReactFlowProvider,
    useReactFlow,
    type Connection,
    type EdgeChange,
    type NodeChange,
    type NodeTypes,
    type EdgeTypes,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { httpClient } from '../../providers/http/httpClient';
import { copySelection, pasteClipboard, type GraphClipboard } from './clipboard';
import { canConnect, labelsUsedElsewhere, nestedRuleChainId, replacesInputLink } from './connectionRules';
import { checkpoint, emptyHistory, redo, undo, type EditHistory } from './editHistory';
import { RuleChainEditorContext, type RuleChainEditorContextValue } from './editorContext';
import { graphFingerprint, graphToMetadata, INPUT_NODE_ID, isRuleNode, link, metadataToGraph, ruleNodeOf, type Graph, type GraphNode, type MetadataFrame } from './graphModel';
import { LinkEdgeView } from './LinkEdgeView';
import { LinkLabelsDialog } from './LinkLabelsDialog';
import { NodeConfigDialog } from './NodeConfigDialog';
import { NODE_CATEGORY_STYLE } from './nodeCategories';
import { NodePalette, RULE_NODE_DRAG_TYPE } from './NodePalette';
import { categoryOf, nodeDefinitionOf, shortClassName, type ComponentDescriptor, type RuleChain, type RuleChainFields, type RuleChainMetaData, type RuleNode } from './ruleChainModel';
import { InputNodeView, RuleNodeView } from './RuleNodeView';
import { useComponentDescriptors } from './useComponentDescriptors';
import { useLeaveGuard } from './useLeaveGuard';
import { HistoryButton } from '../history/HistoryButton';
import type { EntityVersion } from '../history/historyApi';
import { isKeyForSurface } from '../shortcuts/shortcuts';
import { Redo as RedoIcon, Undo as UndoIcon } from '../display/directionalIcons';

// Not 'input': React Flow styles its own node type of that name.
const nodeTypes: NodeTypes = { rule: RuleNodeView, chainInput: InputNodeView } as NodeTypes;
const edgeTypes: EdgeTypes = { link: LinkEdgeView } as EdgeTypes;
/** Links and their arrows in the theme's secondary text colour: grey on the light canvas, light grey on the dark one. */
const edgeOptionsFor = (color: string) => ({ markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color } });
const PALETTE_WIDTH = 248;

/** Copied nodes outlive the chain they came from, as ThingsBoard's item buffer. */
let clipboard: GraphClipboard | null = null;
let localIds = 0;
const newLocalId = () => `new-${Date.now().toString(36)}-${++localIds}`;

export interface RuleChainEditorProps {
    /** The chain; without an id it is an import not saved yet. */
    ruleChain: RuleChainFields;
    metadata: RuleChainMetaData;
    /** A version restored from the history: the route shows it (the chain and metadata it saved). */
    onRestored?(saved: EntityVersion): void;
}

type NodeDialog = { mode: 'add' | 'edit'; nodeId: string; ruleNode: RuleNode; position: { x: number; y: number } };
type LinkDialog = { source: string; target: string; labels: string[] };

const ToolButton = ({ title, onClick, disabled, children }: { title: string; onClick(): void; disabled?: boolean; children: ReactNode }) => (
    <Tooltip title={title}>
        <span>
            <IconButton aria-label={title} onClick={onClick} disabled={disabled} size="small">
                {children}
            </IconButton>
        </span>
    </Tooltip>
);

const Editor = ({ ruleChain: initialChain, metadata: initialMetadata, onRestored }: RuleChainEditorProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const flow = useReactFlow();
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const colors = useTheme().palette;
    const defaultEdgeOptions = useMemo(() => edgeOptionsFor(colors.text.secondary), [colors.text.secondary]);
    const [chain, setChain] = useState<RuleChainFields>(initialChain);
    const descriptors = useComponentDescriptors(chain.type === 'EDGE' ? 'EDGE' : 'CORE');
    const byClass = useMemo(() => new Map((descriptors ?? []).map(descriptor => [descriptor.clazz, descriptor])), [descriptors]);
    const [savedMetadata, setSavedMetadata] = useState(initialMetadata);
    const [frame, setFrame] = useState<MetadataFrame>({ ruleChainId: initialMetadata.ruleChainId, ruleChainConnections: initialMetadata.ruleChainConnections });
    const [graph, setGraph] = useState<Graph>(() => metadataToGraph(initialMetadata));
    // An import is unsaved from the start.
    const [savedFingerprint, setSavedFingerprint] = useState(() => (initialChain.id ? graphFingerprint(metadataToGraph(initialMetadata)) : ''));
    const [history, setHistory] = useState<EditHistory<Graph>>(emptyHistory);
    const [nodeDialog, setNodeDialog] = useState<NodeDialog | null>(null);
    const [linkDialog, setLinkDialog] = useState<LinkDialog | null>(null);
    const [paletteOpen, setPaletteOpen] = useState(false);
    const [saving, setSaving] = useState(false);
    const graphRef = useRef(graph);
    graphRef.current = graph;
    const historyRef = useRef(history);
    historyRef.current = history;
    const wrapper = useRef<HTMLDivElement>(null);
    const editorRoot = useRef<HTMLDivElement>(null);

    const dirty = graphFingerprint(graph) !== savedFingerprint;
    const guard = useLeaveGuard(dirty);

    /** Every edit goes through here so it can be undone. */
    const commit = useCallback((next: Graph) => {
        setHistory(current => checkpoint(current, graphRef.current));
        setGraph(next);
    }, []);

    const definitionOfNode = useCallback(
        (nodeId: string) => {
            const node = graphRef.current.nodes.find(candidate => candidate.id === nodeId);
            if (!node || !isRuleNode(node)) return null;
            const descriptor = byClass.get(node.data.ruleNode.type ?? '');
            return descriptor ? nodeDefinitionOf(descriptor) : null;
        },
        [byClass]
    );

    const updateRuleNode = useCallback(
        (nodeId: string, change: (ruleNode: RuleNode) => RuleNode) =>
            commit({
                ...graphRef.current,
                nodes: graphRef.current.nodes.map(node => (node.id === nodeId && isRuleNode(node) ? { ...node, data: { ruleNode: change(node.data.ruleNode) } } : node)),
            }),
        [commit]
    );

    const openNode = useCallback((nodeId: string) => {
        const node = graphRef.current.nodes.find(candidate => candidate.id === nodeId);
        if (node && isRuleNode(node)) setNodeDialog({ mode: 'edit', nodeId, ruleNode: node.data.ruleNode, position: node.position });
    }, []);

    const context = useMemo<RuleChainEditorContextValue>(
        () => ({
            categoryOfClass: clazz => categoryOf(byClass.get(clazz ?? '')),
            kindOfClass: clazz => byClass.get(clazz ?? '')?.name ?? shortClassName(clazz),
            toggleDebug: nodeId => updateRuleNode(nodeId, ruleNode => ({ ...ruleNode, debugMode: !ruleNode.debugMode })),
            openNode,
            readOnly: false,
        }),
        [byClass, openNode, updateRuleNode]
    );

    const onNodesChange = useCallback(
        (changes: NodeChange<GraphNode>[]) => {
            // Position changes while dragging and selection are not edits of their own (a drag is one, from its start).
            const kept = changes.filter(change => change.type !== 'remove');
            setGraph(current => ({ ...current, nodes: applyNodeChanges(kept, current.nodes) }));
        },
        []
    );
    const onEdgesChange = useCallback((changes: EdgeChange[]) => {
        const kept = changes.filter(change => change.type !== 'remove');
        setGraph(current => ({ ...current, edges: applyEdgeChanges(kept, current.edges) as Graph['edges'] }));
    }, []);

    const isValidConnection = useCallback((connection: Connection | { source: string; target: string }) => canConnect(connection.source, connection.target, definitionOfNode), [definitionOfNode]);

    const onConnect = useCallback(
        ({ source, target }: Connection) => {
            if (!canConnect(source, target, definitionOfNode)) return;
            const current = graphRef.current;
            if (replacesInputLink(source)) {
                commit({ ...current, edges: [...current.edges.filter(edge => edge.source !== INPUT_NODE_ID), link(INPUT_NODE_ID, target, [])] });
                return;
            }
            const existing = current.edges.find(edge => edge.source === source && edge.target === target);
            setLinkDialog({ source, target, labels: existing?.data?.labels ?? [] });
        },
        [commit, definitionOfNode]
    );

    const applyLinkLabels = (dialog: LinkDialog, labels: string[]) => {
        const current = graphRef.current;
        const exists = current.edges.some(edge => edge.source === dialog.source && edge.target === dialog.target);
        commit({
            ...current,
            edges: exists
                ? current.edges.map(edge => (edge.source === dialog.source && edge.target === dialog.target ? { ...edge, data: { labels } } : edge))
                : [...current.edges, link(dialog.source, dialog.target, labels)],
        });
        setLinkDialog(null);
    };

    const addNode = useCallback((descriptor: ComponentDescriptor, position: { x: number; y: number }) => {
        const definition = nodeDefinitionOf(descriptor);
        const ruleNode: RuleNode = { type: descriptor.clazz, name: '', debugMode: false, configuration: structuredClone(definition.defaultConfiguration), additionalInfo: {} };
        setNodeDialog({ mode: 'add', nodeId: newLocalId(), ruleNode, position });
    }, []);

    const applyNode = (dialog: NodeDialog, ruleNode: RuleNode) => {
        const current = graphRef.current;
        if (dialog.mode === 'add') {
            const node: GraphNode = { id: dialog.nodeId, type: 'rule', position: dialog.position, data: { ruleNode }, selected: false };
            commit({ ...current, nodes: [...current.nodes, node] });
        } else {
            updateRuleNode(dialog.nodeId, () => ruleNode);
        }
        setNodeDialog(null);
    };

    const deleteSelection = useCallback(() => {
        const current = graphRef.current;
        const doomed = new Set(current.nodes.filter(node => node.selected && node.id !== INPUT_NODE_ID).map(node => node.id));
        const edges = current.edges.filter(edge => !edge.selected && !doomed.has(edge.source) && !doomed.has(edge.target));
        if (doomed.size === 0 && edges.length === current.edges.length) return;
        commit({ nodes: current.nodes.filter(node => !doomed.has(node.id)), edges });
    }, [commit]);

    const copy = useCallback(() => {
        const copied = copySelection(graphRef.current);
        if (copied) clipboard = copied;
    }, []);
    const paste = useCallback(() => {
        if (clipboard) commit(pasteClipboard(graphRef.current, clipboard, newLocalId));
    }, [commit]);
    const stepBack = useCallback(() => {
        const step = undo(historyRef.current, graphRef.current);
        if (!step) return;
        setHistory(step.history);
        setGraph(step.present);
    }, []);
    const stepForward = useCallback(() => {
        const step = redo(historyRef.current, graphRef.current);
        if (!step) return;
        setHistory(step.history);
        setGraph(step.present);
    }, []);
    const selectAll = useCallback(() => setGraph(current => ({ nodes: current.nodes.map(node => ({ ...node, selected: true })), edges: current.edges.map(edge => ({ ...edge, selected: true })) })), []);

    const save = useCallback(async () => {
        setSaving(true);
        try {
            let chainId = chain.id;
            if (!chainId) {
                const created = await httpClient.request<RuleChain>('/api/ruleChain', { method: 'POST', body: { ...chain, root: false } });
                chainId = created.id;
                setChain(created);
            }
            const saved = await httpClient.request<RuleChainMetaData>('/api/ruleChain/metadata', {
                method: 'POST',
                body: graphToMetadata(graphRef.current, { ...frame, ruleChainId: chainId }),
            });
            const next = metadataToGraph(saved);
            setSavedMetadata(saved);
            setFrame({ ruleChainId: saved.ruleChainId, ruleChainConnections: saved.ruleChainConnections });
            setGraph(next);
            setHistory(emptyHistory());
            setSavedFingerprint(graphFingerprint(next));
            notify('rulechain.saved', { type: 'success' });
            if (!chain.id) guard.unguarded(() => navigate(`/ruleChains/${chainId.id}`, { replace: true }));
        } finally {
            setSaving(false);
        }
    }, [chain, frame, guard, navigate, notify]);

    const revert = () => {
        commit(metadataToGraph(savedMetadata));
    };

    const dialogOpen = nodeDialog !== null || linkDialog !== null || guard.blocked;
    useEffect(() => {
        if (dialogOpen) return;
        const shortcuts: Record<string, () => void> = {
            'mod+z': stepBack,
            'mod+shift+z': stepForward,
            'mod+y': stepForward,
            'mod+c': copy,
            'mod+v': paste,
            'mod+a': selectAll,
            'mod+s': () => void save(),
            delete: deleteSelection,
            backspace: deleteSelection,
        };
        const onKey = (event: KeyboardEvent) => {
            if (!isKeyForSurface(event.target, editorRoot.current)) return;
            const combo = [event.ctrlKey || event.metaKey ? 'mod' : '', event.shiftKey ? 'shift' : '', event.key.toLowerCase()].filter(Boolean).join('+');
            const action = shortcuts[combo];
            if (!action) return;
            event.preventDefault();
            action();
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, [copy, deleteSelection, dialogOpen, paste, save, selectAll, stepBack, stepForward]);

    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        const clazz = event.dataTransfer.getData(RULE_NODE_DRAG_TYPE);
        const descriptor = byClass.get(clazz);
        if (!descriptor) return;
        setPaletteOpen(false);
        addNode(descriptor, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    };
    const addFromPalette = (descriptor: ComponentDescriptor) => {
        setPaletteOpen(false);
        const bounds = wrapper.current?.getBoundingClientRect();
        const center = bounds ? flow.screenToFlowPosition({ x: bounds.left + bounds.width / 2, y: bounds.top + bounds.height / 2 }) : { x: 0, y: 0 };
        addNode(descriptor, center);
    };

    const hasSelection = graph.nodes.some(node => node.selected && node.id !== INPUT_NODE_ID) || graph.edges.some(edge => edge.selected);
    const palette = <NodePalette descriptors={descriptors ?? []} onAdd={addFromPalette} />;

    return (
        <RuleChainEditorContext.Provider value={context}>
            <Paper
                ref={editorRoot}
                variant="outlined"
                sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100vh - 56px - 24px)', sm: 'calc(100vh - 64px - 48px)' }, minHeight: 420, overflow: 'hidden' }}
            >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 0.75, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
                    {narrow && (
                        <ToolButton title={translate('rulenode.palette')} onClick={() => setPaletteOpen(true)}>
                            <MenuOpenIcon />
                        </ToolButton>
                    )}
                    {/* On phones the title takes its own line and the tools the next. */}
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: { xs: '1 1 calc(100% - 48px)', md: '1 1 auto' } }}>
                        <Typography variant="h6" noWrap sx={{ fontSize: 18, minWidth: 0 }} data-testid="rule-chain-title">
                            {chain.name}
                        </Typography>
                        {chain.root && <Chip size="small" color="primary" variant="outlined" label={translate('rulechain.root')} />}
                        {dirty && <Chip size="small" color="warning" label={translate('rulechain.unsaved')} />}
                    </Box>
                    <ToolButton title={translate('rulenode.undo')} onClick={stepBack} disabled={history.past.length === 0}>
                        <UndoIcon />
                    </ToolButton>
                    <ToolButton title={translate('rulenode.redo')} onClick={stepForward} disabled={history.future.length === 0}>
                        <RedoIcon />
                    </ToolButton>
                    <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
                    <ToolButton title={translate('rulenode.copy')} onClick={copy} disabled={!hasSelection}>
                        <ContentCopyIcon />
                    </ToolButton>
                    <ToolButton title={translate('rulenode.paste')} onClick={paste}>
                        <ContentPasteIcon />
                    </ToolButton>
                    <ToolButton title={translate('rulenode.delete-selected')} onClick={deleteSelection} disabled={!hasSelection}>
                        <DeleteIcon />
                    </ToolButton>
                    <ToolButton title={translate('rulenode.fit')} onClick={() => void flow.fitView({ padding: 0.2, duration: 200 })}>
                        <FitScreenIcon />
                    </ToolButton>
                    <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
                    {chain.id?.id && <HistoryButton display="icon" entity={{ entityType: 'RULE_CHAIN', id: chain.id.id }} name={chain.name ?? ''} onRestored={onRestored} />}
                    <ToolButton title={translate('rulechain.revert')} onClick={revert} disabled={!dirty || !chain.id}>
                        <RestoreIcon />
                    </ToolButton>
                    <Button
                        variant="contained"
                        size="small"
                        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
                        disabled={!dirty || saving}
                        onClick={() => void save()}
                        sx={{ ml: 0.5 }}
                    >
                        {translate('action.save')}
                    </Button>
                </Box>
                <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
                    {narrow ? (
                        <Drawer open={paletteOpen} onClose={() => setPaletteOpen(false)} slotProps={{ paper: { sx: { width: PALETTE_WIDTH } } }}>
                            {palette}
                        </Drawer>
                    ) : (
                        <Box sx={{ width: PALETTE_WIDTH, flex: '0 0 auto', borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>{palette}</Box>
                    )}
                    <Box ref={wrapper} sx={{ flex: 1, position: 'relative', minWidth: 0, bgcolor: 'background.default' }} data-testid="rule-chain-canvas">
                        {descriptors === null ? (
                            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                                <CircularProgress />
                            </Box>
                        ) : (
                            <ReactFlow<GraphNode, Graph['edges'][number]>
                                nodes={graph.nodes}
                                edges={graph.edges}
                                nodeTypes={nodeTypes}
                                edgeTypes={edgeTypes}
                                defaultEdgeOptions={defaultEdgeOptions}
                                onNodesChange={onNodesChange}
                                onEdgesChange={onEdgesChange}
                                onNodeDragStart={() => setHistory(current => checkpoint(current, graphRef.current))}
                                onConnect={onConnect}
                                isValidConnection={isValidConnection}
                                onNodeDoubleClick={(_event, node) => openNode(node.id)}
                                onEdgeDoubleClick={(_event, edge) => edge.source !== INPUT_NODE_ID && setLinkDialog({ source: edge.source, target: edge.target, labels: edge.data?.labels ?? [] })}
                                onDrop={onDrop}
                                onDragOver={event => {
                                    event.preventDefault();
                                    event.dataTransfer.dropEffect = 'move';
                                }}
                                deleteKeyCode={null}
                                // Dragging the pane pans already; a space-to-pan key would take spaces typed in
                                // the page's editors and dialogs, which React Flow cannot tell from its own.
                                panActivationKeyCode={null}
                                selectionKeyCode="Shift"
                                multiSelectionKeyCode={['Meta', 'Control']}
                                fitView
                                // Never so small that names are hard to read (14 px at 0.8 is 11 px); a larger chain is panned.
                                fitViewOptions={{ padding: 0.2, maxZoom: 1.2, minZoom: 0.8 }}
                                minZoom={0.2}
                                maxZoom={2.5}
                                proOptions={{ hideAttribution: true }}
                                colorMode={colors.mode}
                            >
                                <Background variant={BackgroundVariant.Dots} gap={16} size={1} color={colors.divider} bgColor={colors.background.default} />
                                <Controls showInteractive={false} />
                                {!narrow && (
                                    <MiniMap
                                        pannable
                                        zoomable
                                        nodeColor={node => (node.type === 'chainInput' ? NODE_CATEGORY_STYLE.INPUT.color : NODE_CATEGORY_STYLE[context.categoryOfClass((node.data as { ruleNode?: RuleNode }).ruleNode?.type)].color)}
                                        style={{ width: 160, height: 100 }}
                                    />
                                )}
                            </ReactFlow>
                        )}
                    </Box>
                </Box>
            </Paper>
            {nodeDialog && (
                <NodeConfigDialog
                    ruleNode={nodeDialog.ruleNode}
                    descriptor={byClass.get(nodeDialog.ruleNode.type ?? '')}
                    readOnly={false}
                    onClose={() => setNodeDialog(null)}
                    onApply={ruleNode => applyNode(nodeDialog, ruleNode)}
                />
            )}
            {linkDialog && (
                <LinkLabelsDialog
                    labels={linkDialog.labels}
                    definition={definitionOfNode(linkDialog.source)}
                    usedElsewhere={labelsUsedElsewhere(graph, linkDialog.source, linkDialog.target)}
                    nestedRuleChainId={nestedRuleChainId(definitionOfNode(linkDialog.source), ruleNodeOf(graph, linkDialog.source)?.configuration)}
                    onClose={() => setLinkDialog(null)}
                    onApply={labels => applyLinkLabels(linkDialog, labels)}
                />
            )}
            <Confirm
                isOpen={guard.blocked}
                title="rulechain.unsaved-changes-title"
                content="rulechain.unsaved-changes-text"
                confirm="action.discard-changes"
                onConfirm={guard.proceed}
                onClose={guard.stay}
            />
        </RuleChainEditorContext.Provider>
    );
};

/** The rule chain graph editor (lazily loaded with @xyflow/react and rjsf). */
const RuleChainEditor = (props: RuleChainEditorProps) => (
    <ReactFlowProvider>
        <Editor {...props} />
    </ReactFlowProvider>
);

export default RuleChainEditor;
