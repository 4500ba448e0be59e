import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { deviceProfiles } from '../../../resources';
import { routeOf } from '../../providers/data/resourceLookup';
import { profileFromFile, toSavedProfile } from './profileFile';

/**
 * ThingsBoard's "Import device profile" on the profiles list: an exported JSON file is saved as a
 * new profile at once, and its details open. The server's refusal (a taken name) shows as an error.
 */
export const ImportProfileButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const redirect = useRedirect();
    const [create, { isPending }] = useCreate();
    const input = useRef<HTMLInputElement>(null);
    const route = routeOf(deviceProfiles);

    const read = async (file: File) => {
        const profile = profileFromFile(await file.text());
        if (!profile) return notify('device-profile.import-invalid-file', { type: 'error' });
        await create(
            route,
            { data: toSavedProfile(profile) },
            {
                onSuccess: record => {
                    notify('device-profile.import-saved', { type: 'info', messageArgs: { name: profile.name } });
                    redirect('show', route, record.id);
                },
                onError: error => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
        );
    };

    return (
        <>
            <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label={translate('device-profile.import')}
                data-testid="import-device-profile-file"
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void read(file);
                }}
            />
            <Button size="small" startIcon={<FileUploadIcon />} disabled={isPending} onClick={() => input.current?.click()} sx={{ mr: 1 }}>
                {translate('device-profile.import')}
            </Button>
        </>
    );
};
