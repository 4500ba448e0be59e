import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { RowSelection } from './rowSelection';

/** The header cell whose checkbox selects every shown row, or clears the selection. */
export const SelectAllCell = ({ selection, label, disabled }: { selection: RowSelection; label: string; disabled?: boolean }) => (
    <TableCell padding="checkbox">
        <Checkbox
            checked={selection.allSelected}
            indeterminate={selection.someSelected}
            disabled={disabled}
            onChange={selection.toggleAll}
            slotProps={{ input: { 'aria-label': label } }}
        />
    </TableCell>
);
