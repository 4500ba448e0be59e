import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { deviceProfiles } from '../../../resources';
import { useMay } from '../../generic/actions/useMay';
import { routeOf } from '../../providers/data/resourceLookup';
import { DeviceProfileSectionEditor } from './DeviceProfileSectionEditor';
import { profileFromRecord } from './profileFile';
import type { ProfileSection } from './profileSections';

const ignoreChange = () => undefined;

/**
 * Controls of the section stay readable but take no input, and the buttons that add, remove or
 * edit parts are not shown; tabs (LwM2M's model, bootstrap, settings) and alarm panels still
 * open, so every part of the profile can be looked at.
 */
const READ_ONLY = {
    '& .MuiInputBase-root, & .MuiCheckbox-root, & .MuiSwitch-root, & .MuiRadio-root, & .MuiSlider-root, & .MuiChip-root': {
        pointerEvents: 'none',
    },
    '& .MuiButton-root, & .MuiIconButton-root, & .MuiChip-deleteIcon, & .MuiAutocomplete-endAdornment': { display: 'none' },
} as const;

/** One section of a profile on its details page, as ThingsBoard shows it there: read-only, with a way to edit. */
export const ProfileSectionView = ({ section }: { section: ProfileSection }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const createPath = useCreatePath();
    const mayEdit = useMay('edit', 'deviceProfiles');
    const profile = useMemo(() => (record ? profileFromRecord(record) : null), [record]);
    if (!record || !profile) return null;
    return (
        <Box sx={{ width: '100%', py: 1 }}>
            <Alert
                severity="info"
                variant="outlined"
                sx={{ mb: 2 }}
                action={
                    mayEdit && (
                        <Button component={Link} to={createPath({ resource: routeOf(deviceProfiles), id: record.id, type: 'edit' })} size="small" startIcon={<EditIcon />}>
                            {translate('action.edit')}
                        </Button>
                    )
                }
            >
                {translate('device-profile.read-only-hint')}
            </Alert>
            <Box sx={READ_ONLY} aria-readonly="true" data-testid={`profile-${section}-view`}>
                <DeviceProfileSectionEditor section={section} value={profile} onChange={ignoreChange} showErrors={false} />
            </Box>
        </Box>
    );
};
