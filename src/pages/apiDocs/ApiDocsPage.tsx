import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { API_DOCUMENT } from './apiDocument';
import { filterOperations, groupByTag, listOperations } from './apiOperations';
import { CodeText } from './CodeText';
import { OperationRow } from './OperationRow';

const OPERATIONS = listOperations(API_DOCUMENT);

/** The operation a deep link (`/api-docs#saveDevice`) names. */
const useLinkedOperation = () => decodeURIComponent(useLocation().hash.slice(1));

/**
 * The API documentation rendered from schemas/openapi.yaml (issue #13): operations grouped by tag,
 * a filter on path, summary and method, each operation opening to its parameters, body and
 * responses; `#operationId` opens and scrolls to one operation.
 */
const ApiDocsPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const linked = useLinkedOperation();
    const [filter, setFilter] = useState('');
    // Typing stays responsive: the list re-renders with the filter a frame later.
    const deferredFilter = useDeferredValue(filter);
    const groups = useMemo(() => groupByTag(filterOperations(OPERATIONS, deferredFilter), API_DOCUMENT), [deferredFilter]);
    const shownCount = groups.reduce((count, group) => count + group.operations.length, 0);
    const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(linked ? [linked] : []));
    // The hash this page wrote itself on opening an operation: no need to scroll to it.
    const writtenHash = useRef<string | null>(null);

    useEffect(() => {
        if (!linked || linked === writtenHash.current) return;
        setOpen(current => (current.has(linked) ? current : new Set([...current, linked])));
        document.getElementById(linked)?.scrollIntoView({ block: 'start' });
    }, [linked]);

    const toggle = useCallback(
        (operationId: string, expanded: boolean) => {
            setOpen(current => {
                const next = new Set(current);
                if (expanded) next.add(operationId);
                else next.delete(operationId);
                return next;
            });
            if (expanded) {
                writtenHash.current = operationId;
                navigate({ hash: operationId }, { replace: true });
            }
        },
        [navigate]
    );

    return (
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
            {/* The breadcrumb already names the page; the contract names itself here. */}
            <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
                <Typography component="h2" variant="h5">
                    {API_DOCUMENT.info.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {API_DOCUMENT.info.version}
                </Typography>
            </Stack>
            {API_DOCUMENT.info.description && (
                <Accordion disableGutters variant="outlined" sx={{ mt: 2, '&::before': { display: 'none' } }}>
                    <AccordionSummary expandIcon={<ExpandMore />}>
                        <Typography variant="subtitle2">{translate('api-docs.overview')}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                        <Typography variant="body2">
                            <CodeText text={API_DOCUMENT.info.description} />
                        </Typography>
                    </AccordionDetails>
                </Accordion>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: { xs: 1, sm: 2 }, my: 2 }}>
                <TextField
                    type="search"
                    size="small"
                    label={translate('api-docs.filter')}
                    placeholder={translate('api-docs.filter-placeholder')}
                    value={filter}
                    onChange={event => setFilter(event.target.value)}
                    sx={{ width: { xs: '100%', sm: 420 } }}
                    slotProps={{
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <Search fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                    {translate('api-docs.operations-count', { smart_count: shownCount })}
                </Typography>
            </Stack>
            {groups.length === 0 && <Alert severity="info">{translate('api-docs.no-match', { filter: deferredFilter })}</Alert>}
            <Stack spacing={3}>
                {groups.map(group => (
                    <Box component="section" key={group.tag} aria-labelledby={`api-docs-tag-${group.tag}`}>
                        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, mb: 1 }}>
                            <Typography id={`api-docs-tag-${group.tag}`} component="h3" variant="h6">
                                {group.tag}
                            </Typography>
                            {group.description && (
                                <Typography variant="body2" color="text.secondary">
                                    {group.description}
                                </Typography>
                            )}
                        </Stack>
                        <Paper variant="outlined">
                            {group.operations.map(operation => (
                                <OperationRow
                                    key={operation.operationId}
                                    operation={operation}
                                    expanded={open.has(operation.operationId)}
                                    onToggle={toggle}
                                />
                            ))}
                        </Paper>
                    </Box>
                ))}
            </Stack>
        </Box>
    );
};

export default ApiDocsPage;
