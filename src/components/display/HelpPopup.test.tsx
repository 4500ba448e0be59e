import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import type { HelpService } from '../help/helpService';
import { useHelpLoader } from '../help/useHelpLoader';
import { HelpPopup } from './HelpPopup';
import { HELP_LINKS } from './helpLinks';

describe('help popup', () => {
    it('shows the outline icon closed, a spinner until the help is ready, then the filled icon', async () => {
        let answer: (text: string) => void = () => undefined;
        const loadHelp = () => new Promise<string>(resolve => (answer = resolve));
        renderInAdmin(<HelpPopup helpId="devices" loadHelp={loadHelp} />);
        const button = screen.getByRole('button', { name: 'Help' });
        expect(screen.getByTestId('HelpOutlineIcon')).toBeInTheDocument();
        fireEvent.click(button);
        expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
        await act(async () => answer('## Devices help'));
        expect(await screen.findByRole('heading', { name: 'Devices help' })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument());
        expect(screen.getByTestId('HelpIcon')).toBeInTheDocument();
    });

    it('shows given content without loading anything', async () => {
        renderInAdmin(<HelpPopup helpContent="Plain **help**" loadHelp={() => Promise.reject(new Error('not expected'))} />);
        fireEvent.click(screen.getByRole('button', { name: 'Help' }));
        expect(await screen.findByText('help')).toBeInTheDocument();
    });

    it('ends with the documentation link of its help-link id, opened in a new tab', async () => {
        renderInAdmin(<HelpPopup helpId="devices" helpLinkId="devices" loadHelp={async () => 'Devices help'} />);
        fireEvent.click(screen.getByRole('button', { name: 'Help' }));
        const link = await screen.findByRole('link', { name: 'Go to help page' });
        expect(link).toHaveAttribute('href', HELP_LINKS.devices);
        expect(link).toHaveAttribute('target', '_blank');
    });

    it('shows the popup at most 80vw by 80vh', async () => {
        renderInAdmin(<HelpPopup helpContent="Text" />);
        fireEvent.click(screen.getByRole('button', { name: 'Help' }));
        const dialog = await screen.findByRole('dialog', { name: 'Help' });
        expect(getComputedStyle(dialog).maxWidth).toBe('80vw');
        expect(getComputedStyle(dialog).maxHeight).toBe('80vh');
    });

    it("loads help in the user's language with the translated 'Not found'", async () => {
        const service: HelpService = { content: vi.fn(async () => '## Not found') };
        const Probe = () => {
            const load = useHelpLoader(service);
            return <HelpPopup helpId="nothing" loadHelp={load} />;
        };
        renderInAdmin(<Probe />);
        fireEvent.click(screen.getByRole('button', { name: 'Help' }));
        expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
        expect(service.content).toHaveBeenCalledWith('en_US', 'nothing', '## Not found');
    });
});
