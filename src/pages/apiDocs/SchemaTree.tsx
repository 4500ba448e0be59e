import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_DOCUMENT, type JsonSchema } from './apiDocument';
import { DescriptionText } from './CodeText';
import { SchemaFacts, SchemaTypeLabel } from './SchemaTypeLabel';
import { childNodes, schemaNode, type SchemaNode } from './schemaTree';
import { ChevronRight } from '../../components/display/directionalIcons';

const ALTERNATIVE_LABELS = { oneOf: 'api-docs.one-of', anyOf: 'api-docs.any-of' } as const;

const NodeName = ({ node }: { node: SchemaNode }) => {
    const translate = useTranslate();
    if (node.alternative) {
        return (
            <Typography component="span" variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {translate(ALTERNATIVE_LABELS[node.alternative])}
            </Typography>
        );
    }
    return (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {node.name}
        </Box>
    );
};

/** A property row: name (a toggle when it has fields), required, type, description, enum and limits. */
const SchemaRow = ({ node }: { node: SchemaNode }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const label = node.name ?? node.refName ?? node.type;
    const heading = (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            {node.hasChildren ? (
                open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />
            ) : (
                <Box component="span" sx={{ width: 20 }} />
            )}
            <NodeName node={node} />
        </Box>
    );
    return (
        <Box component="li" sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ py: 0.75, pr: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                    {node.hasChildren ? (
                        <ButtonBase
                            onClick={() => setOpen(!open)}
                            aria-expanded={open}
                            aria-label={translate(open ? 'api-docs.hide-fields' : 'api-docs.show-fields', { name: label })}
                            sx={{ borderRadius: 1, pr: 0.5, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
                        >
                            {heading}
                        </ButtonBase>
                    ) : (
                        heading
                    )}
                    {node.required && (
                        <Typography component="span" variant="caption" sx={{ color: 'error.main', fontWeight: 500 }}>
                            {translate('api-docs.required')}
                        </Typography>
                    )}
                    <SchemaTypeLabel node={node} />
                </Box>
                <Box sx={{ pl: 3 }}>
                    <DescriptionText text={node.description} mt={0.25} />
                    <SchemaFacts node={node} />
                </Box>
            </Box>
            {open && (
                <Box sx={{ ml: 1.25, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
                    <SchemaChildren node={node} />
                </Box>
            )}
        </Box>
    );
};

const SchemaChildren = ({ node }: { node: SchemaNode }) => {
    const children = useMemo(() => childNodes(node, API_DOCUMENT), [node]);
    return (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {children.map((child, index) => (
                <SchemaRow key={child.name ?? index} node={child} />
            ))}
        </Box>
    );
};

/**
 * A body schema as a readable tree: its type, then its fields (nested objects open on demand, so a
 * large schema renders only what a person looks at).
 */
export const SchemaTree = ({ schema }: { schema: JsonSchema }) => {
    const root = useMemo(() => schemaNode(schema, API_DOCUMENT), [schema]);
    return (
        <Box>
            <SchemaTypeLabel node={root} />
            <DescriptionText text={root.description} />
            <SchemaFacts node={root} />
            {root.hasChildren && (
                <Box sx={{ mt: 1 }}>
                    <SchemaChildren node={root} />
                </Box>
            )}
        </Box>
    );
};
