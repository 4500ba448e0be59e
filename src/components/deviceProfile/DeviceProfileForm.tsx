import SaveIcon from '@mui/icons-material/Save';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useNotify, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';
import { dialogStore } from '../dialogs/dialogStore';
import { DeviceProfileSectionEditor } from './DeviceProfileSectionEditor';
import { changedOtaTypes, devicesAffected, otaChangeQuestion } from './otaChange';
import { profileFromFile, profileFromRecord, toSavedProfile } from './profileFile';
import { newDeviceProfile, type DeviceProfile } from './profileModel';
import { invalidSections, PROFILE_SECTIONS, SECTION_LABELS, type ProfileSection } from './profileSections';

const readFile = (file: File) => file.text();

/**
 * The device profile's own form, in the slot of the generic one: a stepper to create
 * (details → transport → alarm rules → provisioning), tabs to edit. Saves through the
 * view's save context, so server errors reach the http error catalogue as for any entity.
 */
export const DeviceProfileForm = ({ mode }: { mode: 'create' | 'edit' }) => {
    const record = useRecordContext();
    const [profile, setProfile] = useState<DeviceProfile>(() => (mode === 'edit' && record ? profileFromRecord(record) : newDeviceProfile()));
    const [showErrors, setShowErrors] = useState(false);
    const [section, setSection] = useState<ProfileSection>('details');
    const { save, saving } = useSaveContext();
    const translate = useTranslate();
    const notify = useNotify();
    const invalid = invalidSections(profile);

    const submit = async () => {
        setShowErrors(true);
        if (invalid.length > 0) {
            setSection(invalid[0]!);
            return;
        }
        // A changed firmware or software may start updates on the profile's devices: say how many first.
        const changed = changedOtaTypes(profile, mode === 'edit' && record ? profileFromRecord(record) : null);
        if (changed.length > 0 && profile.id) {
            let question: string | null;
            try {
                question = otaChangeQuestion(await devicesAffected(httpClient, profile.id.id, changed), translate);
            } catch {
                return; // already reported by the http client
            }
            if (question && !(await dialogStore.confirm(translate('ota-update.change-package-title'), question, translate('ota-update.proceed')))) return;
        }
        void save?.(toSavedProfile(profile));
    };
    const editor = <DeviceProfileSectionEditor section={section} value={profile} onChange={setProfile} showErrors={showErrors} />;
    const sectionIndex = PROFILE_SECTIONS.indexOf(section);
    const saveButton = (
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void submit()} disabled={saving}>
            {translate(mode === 'create' ? 'action.add' : 'action.save')}
        </Button>
    );

    if (mode === 'edit') {
        return (
            <Box sx={{ width: '100%' }}>
                <Tabs value={section} onChange={(_, next: ProfileSection) => setSection(next)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
                    {PROFILE_SECTIONS.map(name => (
                        <Tab
                            key={name}
                            value={name}
                            label={
                                <Badge color="error" variant="dot" invisible={!showErrors || !invalid.includes(name)}>
                                    {translate(SECTION_LABELS[name])}
                                </Badge>
                            }
                        />
                    ))}
                </Tabs>
                <Box sx={{ p: { xs: 2, sm: 3 } }}>{editor}</Box>
                <Divider />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 }}>{saveButton}</Box>
            </Box>
        );
    }

    const importFile = async (file: File | undefined) => {
        if (!file) return;
        const imported = profileFromFile(await readFile(file));
        if (!imported) return notify('device-profile.import-invalid-file', { type: 'error' });
        setProfile(imported);
        setShowErrors(false);
        notify('device-profile.import-done', { type: 'info', messageArgs: { name: imported.name } });
    };

    return (
        <Box sx={{ width: '100%' }}>
            <Box sx={{ px: { xs: 1, sm: 3 }, pt: 3, pb: 2 }}>
                <Stepper nonLinear activeStep={sectionIndex} alternativeLabel>
                    {PROFILE_SECTIONS.map((name, index) => (
                        <Step key={name} completed={index < sectionIndex && !invalid.includes(name)}>
                            <StepButton onClick={() => setSection(name)}>
                                <StepLabel error={showErrors && invalid.includes(name)}>{translate(SECTION_LABELS[name])}</StepLabel>
                            </StepButton>
                        </Step>
                    ))}
                </Stepper>
            </Box>
            <Divider />
            <Box sx={{ p: { xs: 2, sm: 3 } }}>
                {section === 'details' && (
                    <Alert
                        severity="info"
                        sx={{ mb: 2 }}
                        action={
                            <Button component="label" color="inherit" size="small" startIcon={<UploadFileIcon />}>
                                {translate('device-profile.import')}
                                <input
                                    hidden
                                    type="file"
                                    accept=".json,application/json"
                                    aria-label={translate('device-profile.import')}
                                    onChange={event => {
                                        void importFile(event.target.files?.[0]);
                                        event.target.value = '';
                                    }}
                                />
                            </Button>
                        }
                    >
                        {translate('device-profile.import-hint')}
                    </Alert>
                )}
                {editor}
            </Box>
            <Divider />
            <Box sx={{ display: 'flex', gap: 1, p: 2, position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                <Button disabled={sectionIndex === 0} onClick={() => setSection(PROFILE_SECTIONS[sectionIndex - 1]!)}>
                    {translate('action.back')}
                </Button>
                <Box sx={{ flex: 1 }} />
                {sectionIndex < PROFILE_SECTIONS.length - 1 && (
                    <Button
                        variant="outlined"
                        onClick={() => {
                            if (invalid.includes(section)) return setShowErrors(true);
                            setSection(PROFILE_SECTIONS[sectionIndex + 1]!);
                        }}
                    >
                        {translate('action.next')}
                    </Button>
                )}
                {saveButton}
            </Box>
        </Box>
    );
};
