import { useGetPathForRecordCallback, useResourceContext, type RaRecord, type RowClickFunctionBase } from 'react-admin';
import { useNavigate } from 'react-router';

/** What a list row opens: 'show', 'edit', a path, or a function of the record giving one of those. */
export type RowTarget = string | false | RowClickFunctionBase | undefined;

/** Opens a list row's record as react-admin's row click does; rows clicked and rows entered by keyboard share it. */
export const useOpenRecord = () => {
    const resource = useResourceContext();
    const navigate = useNavigate();
    const pathOf = useGetPathForRecordCallback();
    return async (record: RaRecord, target: RowTarget) => {
        if (!resource) return;
        const link = typeof target === 'function' ? await target(record.id, resource, record) : target;
        const path = await pathOf({ record, resource, link });
        if (path) navigate(path, { state: { _scrollToTop: true } });
    };
};
