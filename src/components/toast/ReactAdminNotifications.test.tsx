import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useAddUndoableMutation, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { reportedErrors } from '../../providers/http/reportedErrors';
import { ReactAdminNotifications } from './ReactAdminNotifications';
import { toastStore } from './toastStore';

const UndoableChange = ({ mutation }: { mutation: (params: { isUndo: boolean }) => void }) => {
    const notify = useNotify();
    const addUndoableMutation = useAddUndoableMutation();
    useEffect(() => {
        addUndoableMutation(mutation);
        notify('ra.notification.updated', { undoable: true, messageArgs: { smart_count: 1 } });
    }, []); // once, like a save button clicked once
    return null;
};

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const renderChange = (mutation: (params: { isUndo: boolean }) => void) =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <ReactAdminNotifications />
                <UndoableChange mutation={mutation} />
            </AdminContext>
        </MemoryRouter>
    );

describe('react-admin notifications', () => {
    beforeEach(() => toastStore.hide());

    it('become toasts; an undoable change offers Undo', async () => {
        const mutation = vi.fn();
        renderChange(mutation);

        await vi.waitFor(() => expect(toastStore.getSnapshot()).not.toBeNull());
        const toast = toastStore.getSnapshot()!;
        expect(toast).toMatchObject({ message: 'Element updated', kind: 'info', durationMs: 4000 });
        expect(toast.action?.label).toBe('Undo');

        act(() => toastStore.act(toast.id));
        expect(mutation).toHaveBeenCalledExactlyOnceWith({ isUndo: true });
    });

    it('commit the undoable change once the toast goes away', async () => {
        const mutation = vi.fn();
        renderChange(mutation);

        await vi.waitFor(() => expect(toastStore.getSnapshot()).not.toBeNull());
        act(() => toastStore.hide());
        expect(mutation).toHaveBeenCalledExactlyOnceWith({ isUndo: false });
    });

    it('drop an error notice about a failure the http layer has just reported', async () => {
        reportedErrors.note('Requested item wasn’t found!');
        const Failure = () => {
            const notify = useNotify();
            useEffect(() => notify('Requested item wasn’t found!', { type: 'error' }), [notify]);
            return null;
        };
        render(
            <MemoryRouter>
                <AdminContext i18nProvider={i18nProvider}>
                    <ReactAdminNotifications />
                    <Failure />
                </AdminContext>
            </MemoryRouter>
        );

        await act(async () => undefined);
        expect(toastStore.getSnapshot()).toBeNull();
    });
});
