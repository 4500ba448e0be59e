import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { NODE_CATEGORY_STYLE } from './nodeCategories';
import { categoryOf, nodeDefinitionOf, PALETTE_CATEGORIES, type ComponentDescriptor } from './ruleChainModel';

/** The drag payload type a palette item carries to the canvas. */
export const RULE_NODE_DRAG_TYPE = 'application/x-thingdeck-rule-node';

/** Descriptors whose name or description holds the search text (case-insensitive), per category. */
export const paletteGroups = (descriptors: readonly ComponentDescriptor[], search: string) => {
    const text = search.trim().toLowerCase();
    const matches = (descriptor: ComponentDescriptor) =>
        !text || descriptor.name.toLowerCase().includes(text) || nodeDefinitionOf(descriptor).description.toLowerCase().includes(text);
    return PALETTE_CATEGORIES.map(category => ({
        category,
        items: descriptors.filter(descriptor => categoryOf(descriptor) === category && matches(descriptor)).sort((a, b) => a.name.localeCompare(b.name)),
    })).filter(group => group.items.length > 0);
};

/** Rule-node kinds by category with a search; drag one onto the canvas (or double-click it) to add it. */
export const NodePalette = ({ descriptors, onAdd }: { descriptors: readonly ComponentDescriptor[]; onAdd(descriptor: ComponentDescriptor): void }) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const groups = useMemo(() => paletteGroups(descriptors, search), [descriptors, search]);
    const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
    const toggle = (category: string) =>
        setCollapsed(current => {
            const next = new Set(current);
            if (next.has(category)) next.delete(category);
            else next.add(category);
            return next;
        });
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} aria-label={translate('rulenode.palette')} role="region">
            <Box sx={{ p: 1.5, pb: 1 }}>
                <TextField
                    size="small"
                    fullWidth
                    placeholder={translate('rulenode.search')}
                    value={search}
                    onChange={event => setSearch(event.target.value)}
                    slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { 'aria-label': translate('rulenode.search') } }}
                />
            </Box>
            <Box sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1 }}>
                {groups.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                        {translate('rulenode.no-nodes-matching')}
                    </Typography>
                )}
                {groups.map(({ category, items }) => {
                    const style = NODE_CATEGORY_STYLE[category];
                    const Icon = style.icon;
                    return (
                        <Accordion
                            key={category}
                            disableGutters
                            elevation={0}
                            expanded={search.trim() !== '' || !collapsed.has(category)}
                            onChange={() => toggle(category)}
                            sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
                        >
                            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 36, px: 1, '& .MuiAccordionSummary-content': { my: 0.5 } }}>
                                <Typography variant="overline" sx={{ lineHeight: 1.5, fontWeight: 600 }}>
                                    {translate(style.titleKey)} ({items.length})
                                </Typography>
                            </AccordionSummary>
                            <AccordionDetails sx={{ p: 0, display: 'flex', flexDirection: 'column', gap: 0.75, pb: 1 }}>
                                {items.map(descriptor => (
                                    <Tooltip key={descriptor.clazz} title={nodeDefinitionOf(descriptor).description} placement="right" enterDelay={600}>
                                        <Box
                                            draggable
                                            data-testid="palette-node"
                                            data-category={category}
                                            role="button"
                                            tabIndex={0}
                                            aria-label={descriptor.name}
                                            onDragStart={event => {
                                                event.dataTransfer.setData(RULE_NODE_DRAG_TYPE, descriptor.clazz);
                                                event.dataTransfer.effectAllowed = 'move';
                                            }}
                                            onDoubleClick={() => onAdd(descriptor)}
                                            onKeyDown={event => {
                                                if (event.key === 'Enter') onAdd(descriptor);
                                            }}
                                            sx={{
                                                display: 'flex',
                                                alignItems: 'center',
                                                gap: 1,
                                                px: 1,
                                                py: 0.75,
                                                borderRadius: 1.5,
                                                bgcolor: style.color,
                                                color: 'rgba(0,0,0,0.87)',
                                                border: '1px solid rgba(0,0,0,0.15)',
                                                cursor: 'grab',
                                                userSelect: 'none',
                                                '&:hover, &:focus-visible': { boxShadow: '0 2px 6px rgba(0,0,0,0.25)', outline: 'none' },
                                            }}
                                        >
                                            <Icon fontSize="small" sx={{ opacity: 0.75 }} />
                                            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                                                {descriptor.name}
                                            </Typography>
                                        </Box>
                                    </Tooltip>
                                ))}
                            </AccordionDetails>
                        </Accordion>
                    );
                })}
            </Box>
        </Box>
    );
};
