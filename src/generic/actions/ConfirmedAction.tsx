import { useState, type ReactElement } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { ActionButton } from './ActionDisplay';

interface ConfirmedActionProps {
    label: string;
    icon: ReactElement;
    title: string;
    content: string;
    onConfirm: () => Promise<unknown>;
    color?: 'primary' | 'error';
}

/** An action that asks first, with the record's title in the question (ThingsBoard's confirm dialogs). */
export const ConfirmedAction = ({ label, icon, title, content, onConfirm, color }: ConfirmedActionProps) => {
    const record = useRecordContext();
    // null until first asked: the dialog is mounted with its first opening (a list's rows hold several
    // such actions each, and each unopened dialog cost a render), then stays, to close with its transition.
    const [open, setOpen] = useState<boolean | null>(null);
    const [pending, setPending] = useState(false);
    const recordTitle = String(record?.title ?? record?.name ?? record?.email ?? '');
    return (
        // The dialog is portaled, but its clicks still bubble to a clickable row in React's tree.
        <span onClick={event => event.stopPropagation()}>
            <ActionButton label={label} icon={icon} onClick={() => setOpen(true)} color={color} />
            {open !== null && (
                <Confirm
                    isOpen={open}
                    loading={pending}
                    title={title}
                    titleTranslateOptions={{ title: recordTitle }}
                    content={content}
                    confirm="entity.yes"
                    cancel="entity.no"
                    onConfirm={async () => {
                        setPending(true);
                        await onConfirm();
                        setPending(false);
                        setOpen(false);
                    }}
                    onClose={() => setOpen(false)}
                />
            )}
        </span>
    );
};
