import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeRequests } from '../providers/http/activeRequests';
import { GlobalProgress } from './GlobalProgress';

describe('GlobalProgress', () => {
    it('shows while any counted /api call is in flight', () => {
        render(<GlobalProgress />);
        expect(screen.queryByTestId('global-progress')).toBeNull();

        act(() => activeRequests.set(2));
        expect(screen.getByTestId('global-progress')).toBeInTheDocument();

        act(() => activeRequests.set(0));
        expect(screen.queryByTestId('global-progress')).toBeNull();
    });
});
