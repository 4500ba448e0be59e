import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SchemaNode } from './schemaTree';

const SHOWN_ENUM_VALUES = 12;

const Tag = ({ children }: { children: string }) => (
    <Box
        component="span"
        sx={{ px: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
        {children}
    </Box>
);

/** The type of a property or parameter: `string`, `array<Device>`, `object · EntityId`, with its format and read-only tag. */
export const SchemaTypeLabel = ({ node }: { node: SchemaNode }) => {
    const translate = useTranslate();
    const showRef = node.refName && !node.type.includes(node.refName);
    return (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, rowGap: 0.5 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, color: 'secondary.main', overflowWrap: 'anywhere' }}>
                {node.type}
                {showRef && <> · {node.refName}</>}
            </Box>
            {node.format && <Tag>{node.format}</Tag>}
            {node.readOnly && <Tag>{translate('api-docs.read-only')}</Tag>}
            {node.recursive && <Tag>{translate('api-docs.recursive')}</Tag>}
        </Box>
    );
};

/** Enum values (the first dozen, the rest on demand), default and length or range limits. */
export const SchemaFacts = ({ node }: { node: SchemaNode }) => {
    const translate = useTranslate();
    const [allValues, setAllValues] = useState(false);
    const values = node.enumValues ?? [];
    const shown = allValues ? values : values.slice(0, SHOWN_ENUM_VALUES);
    const facts = [
        ...(node.defaultValue !== undefined ? [translate('api-docs.default-value', { value: JSON.stringify(node.defaultValue) })] : []),
        ...node.constraints,
    ];
    if (values.length === 0 && facts.length === 0) return null;
    return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {shown.map(value => (
                <Box
                    key={String(value)}
                    component="code"
                    sx={{ fontFamily: 'monospace', fontSize: 12, px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
                >
                    {JSON.stringify(value)}
                </Box>
            ))}
            {shown.length < values.length && (
                <Button size="small" sx={{ minWidth: 0, py: 0, textTransform: 'none' }} onClick={() => setAllValues(true)}>
                    {translate('api-docs.more-values', { smart_count: values.length - shown.length })}
                </Button>
            )}
            {facts.map(fact => (
                <Typography key={fact} component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                    {fact}
                </Typography>
            ))}
        </Stack>
    );
};
