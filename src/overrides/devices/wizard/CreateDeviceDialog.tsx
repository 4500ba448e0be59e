import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DeviceProfileInfo } from '../../../../shared/generated/api.gen';
import { withTransportType, type TransportType } from '../../../components/deviceProfile/profileModel';
import { TransportSection } from '../../../components/deviceProfile/transport/TransportSection';
import { EntityAutocomplete } from '../../../components/pickers/EntityAutocomplete';
import { useMay } from '../../../generic/actions/useMay';
import { httpClient } from '../../../providers/http/httpClient';
import { allowedCredentialsTypes } from '../credentialTypes';
import { CredentialsFields } from '../CredentialsFields';
import {
    credentialsBody,
    deviceBody,
    firstIncompleteStep,
    newDeviceDraft,
    stepProblems,
    stepsOf,
    transportOf,
    withTransport,
    type CreateDeviceDraft,
    type WizardStep,
} from './createDeviceModel';
import { ArrowBack, ArrowForward } from '../../../components/display/directionalIcons';

export interface CreateDeviceDialogProps {
    onClose(): void;
    /** Called with the new device once it is saved (and assigned). */
    onCreated(device: { id: { id: string }; name: string }): void;
    /** The customer a customer's device list creates for. */
    customerId?: string | null;
}

/**
 * "Add new device" as ThingsBoard's wizard dialog: details and profile, the new profile's
 * transport, optional credentials, an optional customer. Add works from any step once every step
 * is complete; otherwise it opens the first step to fix and says what.
 */
export const CreateDeviceDialog = ({ onClose, onCreated, customerId = null }: CreateDeviceDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const mayAssign = useMay('assign', 'devices');
    const [draft, setDraft] = useState<CreateDeviceDraft>(() => newDeviceDraft(null, customerId));
    const [step, setStep] = useState<WizardStep>('details');
    const [showErrors, setShowErrors] = useState(false);
    const [saving, setSaving] = useState(false);
    const steps = stepsOf(draft, mayAssign);
    const index = Math.max(steps.indexOf(step), 0);
    const problems = stepProblems(draft, step);
    const shown = (field: string) => (showErrors && problems[field] ? translate(problems[field]!) : undefined);
    const change = (next: Partial<CreateDeviceDraft>) => setDraft(current => withTransport(current, next));

    // The profile is preset to the tenant's default one, as ThingsBoard does.
    useEffect(() => {
        let current = true;
        httpClient
            .request<DeviceProfileInfo>('/api/deviceProfileInfo/default', { ignoreErrors: true })
            .then(profile => {
                if (!current) return;
                setDraft(draft => (draft.profileId ? draft : withTransport(draft, { profileId: profile.id.id, profileTransport: profile.transportType as TransportType })));
            })
            .catch(() => undefined);
        return () => {
            current = false;
        };
    }, []);

    const goTo = (next: WizardStep) => {
        setShowErrors(false);
        setStep(next);
    };
    const next = () => {
        if (Object.keys(problems).length > 0) return setShowErrors(true);
        goTo(steps[index + 1]!);
    };
    const nextStep = steps[index + 1];
    const nextLabel = nextStep ? translate('device.wizard-next', { name: translate(`device.wizard-step.${nextStep}`) }) : '';

    const add = async () => {
        const incomplete = firstIncompleteStep(draft, steps);
        if (incomplete) {
            setStep(incomplete);
            setShowErrors(true);
            return;
        }
        setSaving(true);
        try {
            let profileId = draft.profileId;
            if (draft.profileMode === 'new') {
                const profile = await httpClient.request<{ id: { id: string }; transportType: TransportType }>('/api/deviceProfile', { method: 'POST', body: draft.newProfile });
                profileId = profile.id.id;
                // Made once: a retry after a failed device save uses it.
                setDraft(current => ({ ...current, profileMode: 'existing', profileId, profileTransport: profile.transportType }));
            }
            const credentials = credentialsBody(draft);
            const device = await httpClient.request<{ id: { id: string }; name: string }>(credentials ? '/api/device-with-credentials' : '/api/device', {
                method: 'POST',
                body: credentials ? { device: deviceBody(draft, profileId!), credentials } : deviceBody(draft, profileId!),
            });
            if (draft.customerId) await httpClient.request(`/api/customer/${draft.customerId}/device/${device.id.id}`, { method: 'POST' });
            notify('device.created', { type: 'success', messageArgs: { name: device.name } });
            onCreated(device);
        } catch {
            // The error catalogue told the person (a name taken, a limit reached); the dialog keeps what they typed.
        } finally {
            setSaving(false);
        }
    };

    const transport = transportOf(draft);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="create-device-title">
            <DialogTitle id="create-device-title">{translate('device.add-device-text')}</DialogTitle>
            {narrow ? (
                <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
                    {translate('device.wizard-step-of', { step: index + 1, count: steps.length, name: translate(`device.wizard-step.${step}`) })}
                </Typography>
            ) : (
                <Stepper nonLinear activeStep={index} sx={{ px: 3, pb: 1 }}>
                    {steps.map(name => (
                        <Step key={name} completed={false}>
                            <StepButton
                                onClick={() => goTo(name)}
                                optional={name === 'credentials' || name === 'customer' ? <Typography variant="caption">{translate('device.wizard-optional')}</Typography> : undefined}
                            >
                                {translate(`device.wizard-step.${name}`)}
                            </StepButton>
                        </Step>
                    ))}
                </Stepper>
            )}
            <DialogContent dividers sx={{ minHeight: { sm: 360 } }}>
                {step === 'details' && (
                    <Stack spacing={2}>
                        <TextField
                            autoFocus
                            required
                            name="name"
                            label={translate('resources.devices.fields.name')}
                            value={draft.name}
                            onChange={event => change({ name: event.target.value })}
                            error={!!shown('name')}
                            helperText={shown('name')}
                        />
                        <TextField name="label" label={translate('resources.devices.fields.label')} value={draft.label} onChange={event => change({ label: event.target.value })} />
                        <Box role="group" aria-labelledby="create-device-profile">
                            <Typography id="create-device-profile" variant="subtitle2" color="text.secondary">
                                {translate('resources.devices.fields.deviceProfileId')}
                            </Typography>
                            <RadioGroup row value={draft.profileMode} onChange={event => change({ profileMode: event.target.value as CreateDeviceDraft['profileMode'] })}>
                                <FormControlLabel value="existing" control={<Radio />} label={translate('device.wizard-existing-profile')} />
                                <FormControlLabel value="new" control={<Radio />} label={translate('device.wizard-new-profile')} />
                            </RadioGroup>
                            {draft.profileMode === 'existing' ? (
                                <EntityAutocomplete
                                    entityType="DEVICE_PROFILE"
                                    label={translate('resources.devices.fields.deviceProfileId')}
                                    value={draft.profileId}
                                    onChange={(id, record) => change({ profileId: id, profileTransport: (record?.transportType as TransportType | undefined) ?? 'DEFAULT' })}
                                    required
                                    showErrors={showErrors}
                                />
                            ) : (
                                <TextField
                                    fullWidth
                                    required
                                    name="newProfileName"
                                    label={translate('device.wizard-new-profile-name')}
                                    value={draft.newProfile.name}
                                    onChange={event => change({ newProfile: { ...draft.newProfile, name: event.target.value } })}
                                    error={!!shown('newProfileName')}
                                    helperText={shown('newProfileName') ?? translate('device.wizard-new-profile-hint')}
                                />
                            )}
                        </Box>
                        <Box>
                            <FormControlLabel
                                control={<Checkbox checked={draft.gateway} onChange={event => change({ gateway: event.target.checked })} />}
                                label={translate('resources.devices.fields.additionalInfo.gateway')}
                            />
                            {draft.gateway && (
                                <FormControlLabel
                                    control={<Checkbox checked={draft.overwriteActivityTime} onChange={event => change({ overwriteActivityTime: event.target.checked })} />}
                                    label={translate('resources.devices.fields.additionalInfo.overwriteActivityTime')}
                                />
                            )}
                        </Box>
                        <TextField
                            name="description"
                            label={translate('resources.devices.fields.additionalInfo.description')}
                            value={draft.description}
                            onChange={event => change({ description: event.target.value })}
                            multiline
                            minRows={2}
                        />
                    </Stack>
                )}
                {step === 'transport' && (
                    <TransportSection
                        transportType={draft.newProfile.transportType}
                        onTransportTypeChange={type => change({ newProfile: withTransportType(draft.newProfile, type) })}
                        value={draft.newProfile.profileData.transportConfiguration}
                        onChange={transportConfiguration => change({ newProfile: { ...draft.newProfile, profileData: { ...draft.newProfile.profileData, transportConfiguration } } })}
                        showErrors={showErrors}
                    />
                )}
                {step === 'credentials' && (
                    <Stack spacing={1}>
                        <FormControlLabel
                            control={<Checkbox checked={draft.addCredentials} onChange={event => change({ addCredentials: event.target.checked })} />}
                            label={translate('device.wizard-add-credentials')}
                        />
                        {draft.addCredentials ? (
                            <CredentialsFields
                                draft={draft.credentials}
                                onChange={credentials => change({ credentials })}
                                transport={transport}
                                allowedTypes={allowedCredentialsTypes(transport)}
                                problem={shown('credentials')}
                            />
                        ) : (
                            <Alert severity="info">{translate('device.wizard-generated-token')}</Alert>
                        )}
                    </Stack>
                )}
                {step === 'customer' && (
                    <Stack spacing={1}>
                        <Typography variant="body2" color="text.secondary">
                            {translate('device.wizard-customer-hint')}
                        </Typography>
                        <EntityAutocomplete entityType="CUSTOMER" label={translate('device.wizard-assign-to-customer')} value={draft.customerId} onChange={id => change({ customerId: id })} />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Box sx={{ flex: 1 }} />
                {/* On a phone Back and Next are arrows (the step's name heads the dialog), so the four actions keep one row. */}
                {index > 0 &&
                    (narrow ? (
                        <IconButton aria-label={translate('action.back')} title={translate('action.back')} onClick={() => goTo(steps[index - 1]!)}>
                            <ArrowBack />
                        </IconButton>
                    ) : (
                        <Button onClick={() => goTo(steps[index - 1]!)}>{translate('action.back')}</Button>
                    ))}
                {index < steps.length - 1 &&
                    (narrow ? (
                        <IconButton aria-label={nextLabel} title={nextLabel} onClick={next} color="primary">
                            <ArrowForward />
                        </IconButton>
                    ) : (
                        <Button variant="outlined" onClick={next}>
                            {nextLabel}
                        </Button>
                    ))}
                <Button variant="contained" onClick={() => void add()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
                    {translate('action.add')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
