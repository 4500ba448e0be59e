import { useCreate, useNotify, useRedirect } from 'react-admin';
import { deviceProfiles } from '../../../resources';
import { ImportJsonFileButton, type FileCheck } from '../../generic/actions/ImportJsonFileButton';
import { routeOf } from '../../providers/data/resourceLookup';
import { profileFromFile, toSavedProfile } from './profileFile';
import type { DeviceProfile } from './profileModel';

const readProfile = (text: string): FileCheck<DeviceProfile> => {
    const profile = profileFromFile(text);
    return profile ? { value: profile } : { error: 'device-profile.import-invalid-file' };
};

/**
 * ThingsBoard's "Import device profile" on the profiles list: an exported JSON file is saved as a
 * new profile at once, and its details open. The server's refusal (a taken name) shows as an error.
 */
export const ImportProfileButton = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    const [create] = useCreate();
    const route = routeOf(deviceProfiles);

    const save = (profile: DeviceProfile) =>
        create(
            route,
            { data: toSavedProfile(profile) },
            {
                // Keeps the button disabled until the server answers.
                returnPromise: true,
                onSuccess: record => {
                    notify('device-profile.import-saved', { type: 'info', messageArgs: { name: profile.name } });
                    redirect('show', route, record.id);
                },
                onError: error => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
        );

    return <ImportJsonFileButton label="device-profile.import" testId="import-device-profile-file" read={readProfile} onImport={save} />;
};
