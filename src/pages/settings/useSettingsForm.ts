import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../../components/toast/toastStore';
import { settingsErrors, type SettingsField, type SettingsValues } from './settingsFields';

/**
 * The state of one settings form: values, which fields were touched, their errors, and whether
 * anything differs from what was last saved (Save stays off until it does).
 */
export function useSettingsForm(fields: ReadonlyArray<SettingsField>, initial: SettingsValues) {
    const [saved, setSaved] = useState(initial);
    const [values, setValues] = useState(initial);
    const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
    const [busy, setBusy] = useState(false);
    // The toast host knows only the sign-in phrases; the console's are translated here.
    const translate = useTranslate();
    const errors = useMemo(() => settingsErrors(fields, values), [fields, values]);
    const valid = Object.keys(errors).length === 0;
    const dirty = JSON.stringify(values) !== JSON.stringify(saved);

    return {
        values,
        busy,
        errors,
        touched,
        valid,
        dirty,
        set(name: string, value: string | boolean) {
            setValues(current => ({ ...current, [name]: value }));
            setTouched(current => new Set(current).add(name));
        },
        /** Shows every message at once (an action was asked on an invalid form). */
        touchAll() {
            setTouched(new Set(fields.map(field => field.name)));
        },
        /**
         * Saves through `action` when the form is valid (else shows every message); on success the
         * form is clean again (with the values `action` returns, if any) and a toast says so.
         * Server errors are shown by the http layer.
         */
        async submit(action: () => Promise<SettingsValues | void>, savedMessage = 'admin.settings-saved') {
            if (!valid) {
                setTouched(new Set(fields.map(field => field.name)));
                return;
            }
            setBusy(true);
            try {
                const next = (await action()) ?? values;
                setSaved(next);
                setValues(next);
                setTouched(new Set());
                showToast({ message: translate(savedMessage), kind: 'success' });
            } catch {
                // The http layer has shown the server's message.
            } finally {
                setBusy(false);
            }
        },
        /** Runs a side action (test mail, test SMS) with the busy bar, toasting `doneMessage` on success. */
        async run(action: () => Promise<unknown>, doneMessage: string) {
            if (!valid) {
                setTouched(new Set(fields.map(field => field.name)));
                return;
            }
            setBusy(true);
            try {
                await action();
                showToast({ message: translate(doneMessage), kind: 'success' });
            } catch {
                // The http layer has shown the server's message.
            } finally {
                setBusy(false);
            }
        },
    };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
