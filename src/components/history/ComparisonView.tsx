import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DocumentComparison } from '../../../shared/history/comparison';
import { CHANGE_COLOR } from './changeColors';
import { JsonChanges } from './JsonChanges';

/**
 * What changed between two versions: the named parts by section (a dashboard's widgets, a chain's
 * nodes), then the JSON diff (the whole compare for documents without named parts).
 */
export const ComparisonView = ({ comparison }: { comparison: DocumentComparison }) => {
    const translate = useTranslate();
    const sections = comparison.sections.filter(section => section.changes.length > 0);
    if (sections.length === 0 && comparison.json.length === 0) {
        return (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="no-changes">
                {translate('history.no-changes')}
            </Typography>
        );
    }
    if (comparison.sections.length === 0) return <JsonChanges changes={comparison.json} />;
    return (
        <Box>
            {sections.map(section => (
                <Box key={section.section} component="section" sx={{ mb: 2 }} aria-label={translate(`history.section.${section.section}`)}>
                    <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
                        {translate(`history.section.${section.section}`)}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                        {section.changes.map(change => (
                            <Box
                                component="li"
                                key={`${change.kind}:${change.id}`}
                                data-testid="named-change"
                                sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
                            >
                                <Chip size="small" color={CHANGE_COLOR[change.kind]} variant="outlined" label={translate(`history.change.${change.kind}`)} sx={{ flex: '0 0 auto' }} />
                                <Box sx={{ minWidth: 0 }}>
                                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                                        {change.name}
                                    </Typography>
                                    {change.paths && (
                                        <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                                            {change.paths.join(', ')}
                                        </Typography>
                                    )}
                                </Box>
                            </Box>
                        ))}
                    </Box>
                </Box>
            ))}
            {comparison.json.length > 0 && (
                <Accordion disableGutters variant="outlined" sx={{ mt: 1 }}>
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                        <Typography variant="body2">{translate('history.json-changes', { count: comparison.json.length })}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                        <JsonChanges changes={comparison.json} />
                    </AccordionDetails>
                </Accordion>
            )}
        </Box>
    );
};
