import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import { useContext, useState, useSyncExternalStore } from 'react';
import { useRecordContext } from 'react-admin';
import { ActionButton, ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import { useEntityCall } from '../../generic/actions/useEntityCall';
import { authProvider } from '../../providers/auth/authProvider';
import { httpClient } from '../../providers/http/httpClient';
import { ActivationLinkDialog } from './ActivationLinkDialog';
import { LOGIN_AS, loginAsUser } from './loginAsUser';
import { useMay } from '../../generic/actions/useMay';
import { Login as LoginIcon } from '../../components/display/directionalIcons';

/** Activation link, resend activation, disable / enable, login as user. */
export const UserActions = () => {
    const record = useRecordContext();
    const canAccess = useMay('manageAccount', 'users');
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    const { call } = useEntityCall();
    const [link, setLink] = useState<string | null>(null);
    const display = useContext(ActionDisplayContext);
    if (!record || !canAccess) return null;

    const id = String(record.id);
    const enabled = (record.additionalInfo as { userCredentialsEnabled?: boolean } | null)?.userCredentialsEnabled !== false;
    const me = session.details;
    const mayLoginAs =
        !!me?.userTokenAccessEnabled && LOGIN_AS[me.user.authority] === record.authority;

    const loginAs = mayLoginAs && (
        <ActionButton
            label={record.authority === 'TENANT_ADMIN' ? 'user-actions.login-as-tenant-admin' : 'user-actions.login-as-customer-user'}
            icon={<LoginIcon />}
            onClick={() => loginAsUser(id).catch(() => undefined)}
        />
    );
    // A table row keeps to ThingsBoard's one row action; the details page offers the rest.
    if (display === 'icon') return loginAs || null;

    return (
        <>
            <ActionButton
                label="user-actions.activation-link"
                icon={<LinkIcon />}
                onClick={async () => {
                    const answer = await httpClient.request<string>(`/api/user/${id}/activationLink`).catch(() => null);
                    if (answer) setLink(answer);
                }}
            />
            <ActionButton
                label="user-actions.resend-activation"
                icon={<MailIcon />}
                onClick={() =>
                    call(
                        '/api/user/sendActivationMail',
                        { method: 'POST', query: { email: String(record.email) } },
                        'user-actions.activation-email-sent'
                    )
                }
            />
            {enabled ? (
                <ActionButton
                    label="user-actions.disable-account"
                    icon={<BlockIcon />}
                    onClick={() =>
                        call(`/api/user/${id}/userCredentialsEnabled`, { method: 'POST', query: { userCredentialsEnabled: false } }, 'user-actions.account-disabled')
                    }
                />
            ) : (
                <ActionButton
                    label="user-actions.enable-account"
                    icon={<CheckCircleIcon />}
                    onClick={() =>
                        call(`/api/user/${id}/userCredentialsEnabled`, { method: 'POST', query: { userCredentialsEnabled: true } }, 'user-actions.account-enabled')
                    }
                />
            )}
            {loginAs}
            {link && <ActivationLinkDialog link={link} onClose={() => setLink(null)} />}
        </>
    );
};
