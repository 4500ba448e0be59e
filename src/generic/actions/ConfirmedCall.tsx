import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import type { RequestOptions } from '../../providers/http/createHttpClient';
import { ConfirmedAction } from './ConfirmedAction';
import { useEntityCall } from './useEntityCall';

interface ConfirmedCallProps {
    label: string;
    icon: ReactElement;
    title: string;
    content: string;
    /** The call, from the record: `/api/ruleChain/{id}/root`. */
    path: (id: string) => string;
    options?: RequestOptions;
    /** Shown only while this holds (a rule chain that is not root yet). */
    when?: (record: Record<string, unknown>) => boolean;
}

/** One confirmed ThingsBoard call on the record, then the views reload. */
export const ConfirmedCall = ({ label, icon, title, content, path, options = { method: 'POST' }, when }: ConfirmedCallProps) => {
    const record = useRecordContext();
    const { call } = useEntityCall();
    if (!record || (when && !when(record))) return null;
    return <ConfirmedAction label={label} icon={icon} title={title} content={content} onConfirm={() => call(path(String(record.id)), options)} />;
};
