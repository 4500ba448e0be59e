import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { useDeleteTexts } from '../../components/trash/deleteTexts';
import { ConfirmedAction } from './ConfirmedAction';
import { useMay } from './useMay';

/** Deletes one entity after ThingsBoard's "are you sure" question; from a details page, back to the list. */
export const DeleteAction = ({ redirectToList = false }: { redirectToList?: boolean }) => {
    const record = useRecordContext();
    const resource = useResourceContext()!;
    const redirect = useRedirect();
    // The registry's rules are per role; the record only matters for the system's shared rows.
    const canAccess = useMay('delete', resource, record);
    const [deleteOne] = useDelete();
    const texts = useDeleteTexts(resource);
    if (!record || !canAccess) return null;
    return (
        <ConfirmedAction
            label="ra.action.delete"
            icon={<DeleteIcon />}
            title="entity.delete-one-title"
            content={texts.one}
            color="error"
            onConfirm={() =>
                deleteOne(
                    resource,
                    { id: record.id, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => {
                            if (redirectToList) redirect('list', resource);
                        },
                    }
                )
            }
        />
    );
};
