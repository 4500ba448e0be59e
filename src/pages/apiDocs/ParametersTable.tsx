import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_DOCUMENT, type ApiParameter } from './apiDocument';
import { CodeText, DescriptionText } from './CodeText';
import { SchemaFacts, SchemaTypeLabel } from './SchemaTypeLabel';
import { schemaNode } from './schemaTree';

const RequiredText = ({ required }: { required: boolean }) => {
    const translate = useTranslate();
    return (
        <Typography component="span" variant="caption" sx={{ color: required ? 'error.main' : 'text.secondary', fontWeight: required ? 500 : 400 }}>
            {translate(required ? 'api-docs.required' : 'api-docs.optional')}
        </Typography>
    );
};

const Name = ({ name }: { name: string }) => (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
    </Box>
);

const parameterRow = (parameter: ApiParameter) => ({
    parameter,
    node: schemaNode(parameter.schema ?? {}, API_DOCUMENT, { name: parameter.name }),
    required: parameter.required === true,
    key: `${parameter.in} ${parameter.name}`,
});

/**
 * Name, place, type, required and description of each parameter: a table from 600 px, a list on
 * phones (five columns do not fit 400 px).
 */
export const ParametersTable = ({ parameters }: { parameters: readonly ApiParameter[] }) => {
    const translate = useTranslate();
    const rows = parameters.map(parameterRow);
    return (
        <>
            <Table size="small" sx={{ display: { xs: 'none', sm: 'table' }, tableLayout: 'fixed', '& td, & th': { verticalAlign: 'top', px: 1 } }}>
                <TableHead>
                    <TableRow>
                        <TableCell sx={{ width: '22%' }}>{translate('api-docs.name')}</TableCell>
                        <TableCell sx={{ width: '10%' }}>{translate('api-docs.in')}</TableCell>
                        <TableCell sx={{ width: '20%' }}>{translate('api-docs.type')}</TableCell>
                        <TableCell sx={{ width: '11%' }}>{translate('api-docs.required')}</TableCell>
                        <TableCell>{translate('api-docs.description')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(({ parameter, node, required, key }) => (
                        <TableRow key={key}>
                            <TableCell>
                                <Name name={parameter.name} />
                            </TableCell>
                            <TableCell>{parameter.in}</TableCell>
                            <TableCell>
                                <SchemaTypeLabel node={node} />
                                <SchemaFacts node={node} />
                            </TableCell>
                            <TableCell>
                                <RequiredText required={required} />
                            </TableCell>
                            <TableCell>{parameter.description && <CodeText text={parameter.description} />}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Box component="ul" sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}>
                {rows.map(({ parameter, node, required, key }) => (
                    <Box component="li" key={key} sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                            <Name name={parameter.name} />
                            <SchemaTypeLabel node={node} />
                            <Typography component="span" variant="caption" color="text.secondary">
                                {parameter.in} ·
                            </Typography>
                            <RequiredText required={required} />
                        </Box>
                        <DescriptionText text={parameter.description} />
                        <SchemaFacts node={node} />
                    </Box>
                ))}
            </Box>
        </>
    );
};
