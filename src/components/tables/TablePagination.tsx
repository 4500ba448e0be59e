import MuiTablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';

/**
 * MUI's TablePagination in the console's language: "Rows per page:", "1–10 of 42" and the page
 * buttons' labels are react-admin's ra.navigation texts, which every language has (MUI's own are
 * English). Every table of the console paginates with this one; a test keeps MUI's out of src/.
 */
export const TablePagination = (props: TablePaginationProps) => {
    const translate = useTranslate();
    return (
        <MuiTablePagination
            component="div"
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
                count === -1
                    ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
                    : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={type => translate(`ra.navigation.${type}`)}
            {...props}
        />
    );
};
