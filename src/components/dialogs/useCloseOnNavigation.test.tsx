import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnNavigation } from './useCloseOnNavigation';

describe('useCloseOnNavigation', () => {
    it('closes an open dialog when navigation starts, not before', async () => {
        const onClose = vi.fn();
        const Page = () => {
            useCloseOnNavigation(true, onClose);
            return null;
        };
        const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/profile'] });
        render(<RouterProvider router={router} />);
        expect(onClose).not.toHaveBeenCalled();

        await act(() => router.navigate('/home'));
        expect(onClose).toHaveBeenCalledTimes(1);
    });
});
