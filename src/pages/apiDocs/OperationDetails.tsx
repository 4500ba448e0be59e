import LockOpen from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/display/CopyButton';
import { API_DOCS_PATH } from './apiDocsPath';
import type { ApiOperation } from './apiOperations';
import { CodeText, DescriptionText } from './CodeText';
import { ParametersTable } from './ParametersTable';
import { SchemaTree } from './SchemaTree';

const Section = ({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) => (
    <Box component="section" sx={{ mt: 2.5 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h4" variant="subtitle2" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {title}
            </Typography>
            {aside}
        </Stack>
        {children}
    </Box>
);

/** 2xx green, 3xx blue, `default` and 4xx/5xx (the error body) red. */
const statusColor = (status: string) =>
    status.startsWith('2') ? 'success.main' : status.startsWith('3') ? 'info.main' : 'error.main';

const StatusCode = ({ status }: { status: string }) => {
    const translate = useTranslate();
    return (
        <Box
            component="span"
            sx={{
                fontFamily: 'monospace',
                fontWeight: 700,
                minWidth: 48,
                color: statusColor(status),
                flexShrink: 0,
            }}
        >
            {status === 'default' ? translate('api-docs.error') : status}
        </Box>
    );
};

/** The body of an opened operation: badges, description, parameters, request body and responses. */
export const OperationDetails = ({ operation }: { operation: ApiOperation }) => {
    const translate = useTranslate();
    const { queryAlternatives } = operation;
    return (
        <Box>
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="code" variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                    {operation.operationId}
                </Typography>
                <CopyButton
                    text={`${window.location.origin}${API_DOCS_PATH}#${operation.operationId}`}
                    tooltipText={translate('api-docs.copy-link')}
                />
                {!operation.requiresAuth && <Chip size="small" variant="outlined" icon={<LockOpen />} label={translate('api-docs.no-auth')} />}
                {operation.extension && (
                    <Tooltip title={translate('api-docs.extension-hint')}>
                        <Chip size="small" variant="outlined" color="secondary" label={translate('api-docs.extension')} />
                    </Tooltip>
                )}
            </Stack>
            {/* Phones show the whole summary in the row's heading already. */}
            {operation.summary && (
                <Typography variant="body1" sx={{ mt: 1.5, display: { xs: 'none', md: 'block' } }}>
                    <CodeText text={operation.summary} />
                </Typography>
            )}
            <DescriptionText text={operation.description} mt={1} />
            {operation.parameters.length > 0 && (
                <Section title={translate('api-docs.parameters')}>
                    <ParametersTable parameters={operation.parameters} />
                    {queryAlternatives && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                            {translate('api-docs.query-alternatives', {
                                sets: queryAlternatives
                                    .map(set => `(${set.join(', ')})`)
                                    .join(translate('api-docs.query-alternatives-or')),
                            })}
                        </Typography>
                    )}
                </Section>
            )}
            {operation.requestBody?.schema && (
                <Section
                    title={translate('api-docs.request-body')}
                    aside={
                        operation.requestBody.required && (
                            <Typography component="span" variant="caption" sx={{ color: 'error.main', fontWeight: 500 }}>
                                {translate('api-docs.required')}
                            </Typography>
                        )
                    }
                >
                    <SchemaTree schema={operation.requestBody.schema} />
                </Section>
            )}
            <Section title={translate('api-docs.responses')}>
                <Stack spacing={2}>
                    {operation.responses.map(response => (
                        <Box key={response.status}>
                            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5 }}>
                                <StatusCode status={response.status} />
                                <Typography variant="body2">{response.description && <CodeText text={response.description} />}</Typography>
                            </Stack>
                            {response.schema && (
                                <Box sx={{ mt: 1, pl: { xs: 0, sm: 7.5 } }}>
                                    <SchemaTree schema={response.schema} />
                                </Box>
                            )}
                        </Box>
                    ))}
                </Stack>
            </Section>
        </Box>
    );
};
