import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { ContactForm } from './ContactForm';
import { HelpLinkButton } from './HelpLinkButton';
import { CopyrightFooter } from './CopyrightFooter';
import { LedLight } from './LedLight';
import { NavTree } from './NavTree';
import { PeriodPicker } from './PeriodPicker';
import { SocialSharePanel } from './SocialSharePanel';

describe('LED light', () => {
    it('is lit in colorOn with a glow when on', () => {
        renderInAdmin(<LedLight colorOn="rgb(0, 200, 0)" colorOff="rgb(200, 0, 0)" enabled />);
        const lamp = () => screen.getByTestId('led-lamp');
        expect(getComputedStyle(lamp()).backgroundColor).toBe('rgb(0, 200, 0)');
        expect(getComputedStyle(lamp()).boxShadow).not.toBe('none');
    });

    it('defaults to 50 px with a lamp of radius size / 4', () => {
        renderInAdmin(<LedLight colorOn="green" colorOff="red" enabled={false} />);
        expect(getComputedStyle(screen.getByRole('img')).width).toBe('50px');
        expect(getComputedStyle(screen.getByTestId('led-lamp')).width).toBe('25px');
        expect(getComputedStyle(screen.getByTestId('led-lamp')).opacity).toBe('0.4');
    });
});

describe('copyright footer', () => {
    it('shows the current year', () => {
        renderInAdmin(<CopyrightFooter />);
        expect(screen.getByText(`Copyright © ${new Date().getFullYear()} The Thingdeck Authors`)).toBeInTheDocument();
    });
});

describe('social share panel', () => {
    it('shows the four networks for a public link and nothing for a local one', () => {
        renderInAdmin(<SocialSharePanel shareLink="https://demo.example.com/d/1" shareTitle="Plant" />);
        expect(screen.getAllByRole('link').map(link => link.getAttribute('aria-label'))).toEqual(['Facebook', 'Twitter', 'Linkedin', 'Reddit']);
        renderInAdmin(<SocialSharePanel shareLink="http://localhost:8080/d/1" />);
        renderInAdmin(<SocialSharePanel shareLink="" />);
        expect(screen.getAllByRole('link')).toHaveLength(4);
    });
});

describe('nav tree', () => {
    const NODES = [{ id: 'plant', text: 'Plant', children: [{ id: 'pump', text: 'Pump 1' }, { id: 'valve', text: 'Valve' }] }, { id: 'store', text: 'Store' }];

    it('opens branches on click and reports the picked node', () => {
        const onSelect = vi.fn();
        renderInAdmin(<NavTree nodes={NODES} onSelect={onSelect} />);
        expect(screen.queryByText('Pump 1')).not.toBeInTheDocument();
        fireEvent.click(screen.getByText('Plant'));
        fireEvent.click(screen.getByText('Pump 1'));
        expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'pump' }));
    });

    it('shows only matches of a search, with their branches open', () => {
        renderInAdmin(<NavTree nodes={NODES} search="valve" />);
        expect(screen.getByText('Valve')).toBeInTheDocument();
        expect(screen.queryByText('Pump 1')).not.toBeInTheDocument();
        expect(screen.queryByText('Store')).not.toBeInTheDocument();
    });
});

describe('contact form', () => {
    it("flags a postal code that does not fit the country with 'contact.postal-code-invalid'", () => {
        const onChange = vi.fn();
        renderInAdmin(<ContactForm value={{ country: 'Germany', zip: '123' }} onChange={onChange} />);
        expect(screen.getByText('Invalid Zip / Postal Code format.')).toBeInTheDocument();
        fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Berlin' } });
        expect(onChange).toHaveBeenCalledWith({ country: 'Germany', zip: '123', city: 'Berlin' });
    });

    it("flags a bad email after a visit with 'user.invalid-email-format'", () => {
        renderInAdmin(<ContactForm value={{ email: 'nope' }} onChange={() => undefined} />);
        expect(screen.queryByText('Invalid e-mail format')).not.toBeInTheDocument();
        fireEvent.blur(screen.getByLabelText('Email'));
        expect(screen.getByText('Invalid e-mail format')).toBeInTheDocument();
    });
});

describe('period picker', () => {
    it('without a value reports the last 24 hours ending now', () => {
        const onChange = vi.fn();
        const now = 1_700_000_000_000;
        renderInAdmin(<PeriodPicker value={null} onChange={onChange} now={() => now} />);
        expect(onChange).toHaveBeenCalledWith({ startTimeMs: now - 86_400_000, endTimeMs: now });
    });
});

describe('help link button', () => {
    it('opens the looked-up page in a new tab, and is absent without a link', () => {
        renderInAdmin(<HelpLinkButton helpLinkId="devices" />);
        expect(screen.getByRole('link', { name: 'Go to help page' })).toHaveAttribute('target', '_blank');
        renderInAdmin(<HelpLinkButton helpLinkId="nothing-known" />);
        expect(screen.getAllByRole('link')).toHaveLength(1);
    });
});
