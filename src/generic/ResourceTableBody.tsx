import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { KeyboardEvent, MouseEvent } from 'react';
import {
    DataTableBody,
    DataTableClasses,
    useDataTableCallbacksContext,
    useDataTableConfigContext,
    useDataTableSelectedIdsContext,
    useRecordContext,
    useTranslate,
    type DataTableBodyProps,
} from 'react-admin';
import { useOpenRecord } from './useOpenRecord';

/**
 * A list row reachable by keyboard: Tab focuses it (FocusRingStyles draws the ring), Enter opens it as a
 * click does. It replaces react-admin's row, whose selection checkbox carries its label on the
 * wrapper instead of the input (so screen readers announce an unlabelled checkbox).
 */
const ResourceTableRow = ({ children, className, sx }: TableRowProps) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const openRecord = useOpenRecord();
    const { hasBulkActions, hover = true } = useDataTableConfigContext();
    const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
    const selectedIds = useDataTableSelectedIdsContext();
    if (!record) return null;
    const selectable = !isRowSelectable || isRowSelectable(record);

    const open = () => openRecord(record, rowClick);
    const toggleSelection = (event: MouseEvent) => {
        event.stopPropagation();
        if (selectable) handleToggleItem?.(record.id, event);
    };
    // Only keys pressed on the row itself: Enter on one of its buttons is that button's.
    const openByKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) void open();
    };

    return (
        <TableRow
            tabIndex={0}
            hover={hover}
            className={[className, DataTableClasses.clickableRow, selectable ? DataTableClasses.selectable : ''].join(' ')}
            sx={sx}
            onClick={() => void open()}
            onKeyDown={openByKey}
        >
            {hasBulkActions && handleToggleItem && (
                <TableCell padding="checkbox">
                    <Checkbox
                        slotProps={{ input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) } }}
                        color="primary"
                        className={`select-item ${DataTableClasses.checkbox}`}
                        checked={selectable && (selectedIds?.includes(record.id) ?? false)}
                        onClick={toggleSelection}
                        disabled={!selectable}
                    />
                </TableCell>
            )}
            {children}
        </TableRow>
    );
};

/** react-admin's table body with the keyboard-reachable row above. */
export const ResourceTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={ResourceTableRow} />;
