import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionIcon } from './ActionIcon';

// The full icon set is large: two icons stand in for it.
vi.mock('../../components/dialogs/allIcons', async () => {
    const { default: Alarm } = await import('@mui/icons-material/Alarm');
    const { default: Thermostat } = await import('@mui/icons-material/Thermostat');
    return { allIcons: new Map([['alarm', Alarm], ['thermostat', Thermostat]]) };
});

describe('ActionIcon', () => {
    it("shows a common icon by its Material name at once", () => {
        render(<ActionIcon name="refresh" />);
        expect(screen.getByTestId('RefreshIcon')).toBeTruthy();
    });

    it('loads any other Material icon by name', async () => {
        render(<ActionIcon name="thermostat" />);
        expect(await screen.findByTestId('ThermostatIcon')).toBeTruthy();
    });

    it('falls back to the hand when no icon is set or the name is unknown', async () => {
        render(<ActionIcon name={undefined} />);
        expect(screen.getByTestId('TouchAppIcon')).toBeTruthy();
        render(<ActionIcon name="no_such_icon" />);
        // Wait for the full set to answer, then it stays the hand.
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(screen.getAllByTestId('TouchAppIcon')).toHaveLength(2);
    });
});
