import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { HelpPopup } from './HelpPopup';

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
        expect(screen.getByRole('heading', { name: 'Devices help' })).toBeInTheDocument();
        expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
        expect(screen.getByTestId('HelpIcon')).toBeInTheDocument();
    });

    it('shows given content without loading anything', () => {
        renderInAdmin(<HelpPopup helpContent="Plain **help**" loadHelp={() => Promise.reject(new Error('not expected'))} />);
        fireEvent.click(screen.getByRole('button', { name: 'Help' }));
        expect(screen.getByText('help')).toBeInTheDocument();
    });
});
