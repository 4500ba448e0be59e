import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { ImportJsonFileButton, type FileCheck } from './ImportJsonFileButton';

const notify = vi.hoisted(() => vi.fn());
vi.mock('react-admin', async original => ({ ...(await original<typeof import('react-admin')>()), useNotify: () => notify }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const readName = (text: string): FileCheck<string> => {
    const content = JSON.parse(text) as { name?: string };
    return content.name ? { value: content.name } : { error: 'device-profile.import-invalid-file' };
};

const renderButton = (onImport: (name: string) => Promise<unknown> | void) =>
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <ImportJsonFileButton label="device-profile.import" testId="file" read={readName} onImport={onImport} />
        </AdminContext>
    );

const jsonFile = (content: unknown) => new File([JSON.stringify(content)], 'export.json', { type: 'application/json' });

describe('ImportJsonFileButton', () => {
    it('imports what a picked file holds, the button disabled until the import ends', async () => {
        let finish = () => {};
        const onImport = vi.fn(() => new Promise<void>(resolve => (finish = resolve)));
        renderButton(onImport);
        fireEvent.change(screen.getByTestId('file'), { target: { files: [jsonFile({ name: 'Thermostat' })] } });
        await waitFor(() => expect(onImport).toHaveBeenCalledWith('Thermostat'));
        const button = screen.getByRole('button', { name: 'Import profile' });
        expect(button).toHaveProperty('disabled', true);
        finish();
        await waitFor(() => expect(button).toHaveProperty('disabled', false));
    });

    it('shows what is wrong with a file as an error toast and imports nothing', async () => {
        const onImport = vi.fn();
        renderButton(onImport);
        fireEvent.change(screen.getByTestId('file'), { target: { files: [jsonFile({ other: 1 })] } });
        await waitFor(() => expect(notify).toHaveBeenCalledWith('device-profile.import-invalid-file', { type: 'error' }));
        expect(onImport).not.toHaveBeenCalled();
    });

    it('imports a file dropped on the button', async () => {
        const onImport = vi.fn();
        renderButton(onImport);
        fireEvent.drop(screen.getByRole('button', { name: 'Import profile' }), {
            dataTransfer: { files: [jsonFile({ name: 'Dropped' })] },
        });
        await waitFor(() => expect(onImport).toHaveBeenCalledWith('Dropped'));
    });
});
