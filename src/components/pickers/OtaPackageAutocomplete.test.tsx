import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OtaPackageInfo } from './otaPackages';
import { OtaPackageAutocomplete } from './OtaPackageAutocomplete';
import { renderInAdmin } from './renderInAdmin';

const ota = (id: string, title: string, version: string): OtaPackageInfo => ({ id: { id, entityType: 'OTA_PACKAGE' }, title, version });
const PACKAGES = [ota('o1', 'Thermostat FW', '1.0'), ota('o2', 'Thermostat FW', '1.1')];
const flush = () => act(async () => undefined);

describe('OTA package autocomplete', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("searches the profile's packages of the type and shows 'title (version)'", async () => {
        const search = vi.fn(async () => PACKAGES);
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" type="SOFTWARE" value={null} onChange={() => undefined} search={search} />);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        await flush();
        expect(search).toHaveBeenCalledWith('p1', 'SOFTWARE', '');
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Thermostat FW (1.0)', 'Thermostat FW (1.1)']);
    });

    it('cuts the searched text to 6 characters in the "no matching" text', async () => {
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" value={null} onChange={() => undefined} search={async () => []} />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        await flush();
        expect(screen.getByText('No firmware found')).toBeInTheDocument();
        fireEvent.change(input, { target: { value: 'thermostat' } });
        await act(async () => vi.advanceTimersByTime(150));
        expect(screen.getByText("No suitable firmware matching 'thermo...' were found.")).toBeInTheDocument();
    });

    it('clears and reports null when the given package does not load', async () => {
        const onChange = vi.fn();
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" value="gone" onChange={onChange} load={() => Promise.reject(new Error('404'))} />);
        await flush();
        expect(onChange).toHaveBeenCalledWith(null);
    });

    it('required text depends on the type and can be overridden', () => {
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" type="SOFTWARE" value={null} onChange={() => undefined} required showErrors />);
        expect(screen.getByText('Assigned software is required')).toBeInTheDocument();
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" value={null} onChange={() => undefined} required showErrors requiredText="entity.entity-required" />);
        expect(screen.getByText('Entity is required.')).toBeInTheDocument();
    });

    it('links to the package when disabled with a value and the link option on', async () => {
        renderInAdmin(<OtaPackageAutocomplete deviceProfileId="p1" value="o1" onChange={() => undefined} disabled useLink load={async () => PACKAGES[0]} />);
        await flush();
        expect(screen.getByRole('link', { name: 'Thermostat FW (1.0)' })).toHaveAttribute('href', '/otaUpdates/o1/show');
    });
});
