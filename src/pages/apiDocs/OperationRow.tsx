import ExpandMore from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { Fragment, memo } from 'react';
import type { ApiOperation } from './apiOperations';
import { MethodChip } from './MethodChip';
import { OperationDetails } from './OperationDetails';

// Styled components rather than MUI's Accordion and sx: the page lists every operation of the
// contract, and shared classes keep rendering all of them within a frame or two.
const Row = styled('div')(({ theme }) => ({
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
    scrollMarginTop: 80,
    '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
    '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4, borderBottom: 'none' },
}));

const Summary = styled('button')(({ theme }) => ({
    all: 'unset',
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.25, 2),
    cursor: 'pointer',
    color: theme.palette.text.primary,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& > svg': { flexShrink: 0, color: theme.palette.action.active, transition: 'transform 150ms' },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
}));

const Heading = styled('span')(({ theme }) => ({
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: theme.spacing(1.5),
    rowGap: theme.spacing(0.5),
    [theme.breakpoints.up('md')]: { flexWrap: 'nowrap' },
}));

const Path = styled('span')({ fontFamily: 'monospace', fontSize: 14, fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 });

/** A path that a narrow screen wraps after a slash rather than inside a word. */
const WrappingPath = ({ path }: { path: string }) => (
    <Path>
        {path.split('/').map((segment, index) => (
            <Fragment key={index}>
                {index > 0 && <wbr />}
                {index > 0 && '/'}
                {segment}
            </Fragment>
        ))}
    </Path>
);

const SummaryText = styled('span')(({ theme }) => ({
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    flex: '1 0 100%',
    minWidth: 0,
    [theme.breakpoints.up('md')]: {
        flex: '1 1 0',
        textAlign: 'right',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
    },
}));

const Details = styled('div')(({ theme }) => ({
    borderTop: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(2),
}));

interface OperationRowProps {
    operation: ApiOperation;
    expanded: boolean;
    onToggle: (operationId: string, expanded: boolean) => void;
}

/** One operation: method, path and summary; its details are rendered only while it is open. */
export const OperationRow = memo(({ operation, expanded, onToggle }: OperationRowProps) => {
    const { operationId } = operation;
    return (
        <Row id={operationId}>
            <Summary
                type="button"
                id={`${operationId}-summary`}
                aria-expanded={expanded}
                aria-controls={`${operationId}-details`}
                onClick={() => onToggle(operationId, !expanded)}
            >
                <Heading>
                    {/* The spaces between the parts keep the button's accessible name readable: "POST /api/device Create …". */}
                    <MethodChip method={operation.method} />{' '}
                    <WrappingPath path={operation.path} />{' '}
                    {operation.summary && <SummaryText>{operation.summary.replaceAll('`', '')}</SummaryText>}
                </Heading>
                <ExpandMore />
            </Summary>
            {expanded && (
                <Details role="region" id={`${operationId}-details`} aria-labelledby={`${operationId}-summary`}>
                    <OperationDetails operation={operation} />
                </Details>
            )}
        </Row>
    );
});
OperationRow.displayName = 'OperationRow';
