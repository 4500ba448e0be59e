import FlagIcon from '@mui/icons-material/Flag';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import type { ProfileSection } from '../../components/deviceProfile/profileSections';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { useMay } from '../../generic/actions/useMay';
import { ExportProfileAction } from './ExportProfileAction';

const DeviceProfileActions = () => {
    const canSetDefault = useMay('setDefault', 'deviceProfiles');
    return (
        <>
            <ExportProfileAction />
            {canSetDefault && (
                <ConfirmedCall
                    label="entity.set-default"
                    icon={<FlagIcon />}
                    title="entity.set-default-title"
                    content="entity.set-default-text"
                    path={id => `/api/deviceProfile/${id}/default`}
                    when={record => record.default !== true}
                />
            )}
        </>
    );
};

// The full editor (transports, alarm rules, key filters, schema forms) loads with the first profile form.
const DeviceProfileForm = lazy(() => import('../../components/deviceProfile/DeviceProfileForm').then(module => ({ default: module.DeviceProfileForm })));

const ProfileSectionView = lazy(() => import('../../components/deviceProfile/ProfileSectionView').then(module => ({ default: module.ProfileSectionView })));

/** A details-page tab showing one section of the profile, loaded with the editor's pieces. */
const sectionTab = (section: ProfileSection) => () => (
    <Suspense fallback={<LinearProgress sx={{ width: '100%' }} />}>
        <ProfileSectionView section={section} />
    </Suspense>
);

// The import reads files with the profile model (and its schema), so it loads with the list's first render, not the shell.
const ImportProfileButton = lazy(() => import('../../components/deviceProfile/ImportProfileButton').then(module => ({ default: module.ImportProfileButton })));

const DeviceProfileListActions = () =>
    useMay('create', 'deviceProfiles') ? (
        <Suspense fallback={null}>
            <ImportProfileButton />
        </Suspense>
    ) : null;

export const deviceProfileOverrides: ResourceOverrides = {
    actions: DeviceProfileActions,
    form: DeviceProfileForm,
    listActions: DeviceProfileListActions,
    // ThingsBoard's profile details: details, transport, alarm rules, provisioning, then audit logs.
    showTabs: [
        { path: 'transport', label: 'device-profile.transport-configuration', content: sectionTab('transport') },
        { path: 'alarm-rules', label: 'device-profile.alarm-rules', content: sectionTab('alarms') },
        { path: 'provisioning', label: 'device-profile.device-provisioning', content: sectionTab('provisioning') },
    ],
};
