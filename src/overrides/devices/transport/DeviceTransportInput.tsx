import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { httpClient } from '../../../providers/http/httpClient';
import { SnmpDeviceTransportForm } from './SnmpDeviceTransportForm';
import { snmpDeviceOf, snmpProblems } from './snmpDevice';

const SOURCE = 'deviceData.transportConfiguration';

/** The transport of the device's profile, read from its info (GET /api/deviceProfileInfo/{id}). */
const useProfileTransport = (profileId: string | null) =>
    useQuery({
        queryKey: ['deviceProfileInfo', profileId],
        enabled: profileId !== null,
        queryFn: ({ signal }) => httpClient.request<{ transportType: string }>(`/api/deviceProfileInfo/${profileId}`, { signal, ignoreLoading: true }),
    }).data?.transportType ?? null;

/**
 * The device's own transport settings in its create and edit forms. An SNMP device has a form
 * (host, port, version, community or v3 security); other transports keep nothing to edit here.
 */
export const DeviceTransportInput = () => {
    const translate = useTranslate();
    const profile = useWatch({ name: 'deviceProfileId' }) as { id?: string } | string | null | undefined;
    const profileId = typeof profile === 'string' ? profile : (profile?.id ?? null);
    const transport = useProfileTransport(profileId);
    const { field } = useController({
        name: SOURCE,
        rules: { validate: value => transport !== 'SNMP' || Object.keys(snmpProblems(snmpDeviceOf(value))).length === 0 || 'device.snmp.invalid' },
    });
    const { isSubmitted } = useFormState();
    const isSnmp = transport === 'SNMP';
    const current = field.value as { type?: string } | null | undefined;
    // An SNMP device starts from ThingsBoard's defaults (a device saved before only has its type).
    useEffect(() => {
        if (isSnmp && (current?.type !== 'SNMP' || !('host' in (current ?? {})))) field.onChange(snmpDeviceOf(current?.type === 'SNMP' ? current : null));
    }, [isSnmp, current, field]);
    if (!isSnmp || current?.type !== 'SNMP') return null;
    return (
        <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1.5 }}>
                {translate('device.snmp.title')}
            </Typography>
            <SnmpDeviceTransportForm value={snmpDeviceOf(current)} onChange={field.onChange} showErrors={isSubmitted} />
        </>
    );
};
