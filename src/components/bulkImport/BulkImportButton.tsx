import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kernel';
import { routeOf } from '../../providers/data/resourceLookup';
import { useMay } from '../../generic/actions/useMay';
import { BulkImportDialog } from './BulkImportDialog';
import type { ImportEntityType } from './columnTypes';

/** The list toolbar's Import button, for entries that declare a bulk import call and callers who may create. */
export const BulkImportButton = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const mayCreate = useMay('create', routeOf(resource));
    const [open, setOpen] = useState(false);
    const call = resource.endpoints.bulkImport;
    if (!call || !mayCreate) return null;
    return (
        <>
            <Button variant="outlined" size="small" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)} sx={{ mr: 1 }}>
                {translate('action.import')}
            </Button>
            {open && (
                <BulkImportDialog
                    entityType={resource.entityType as ImportEntityType}
                    call={call}
                    titleKey={`${resource.singular}.import`}
                    onClose={() => setOpen(false)}
                />
            )}
        </>
    );
};
