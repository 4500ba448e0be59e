import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

const Broken = () => {
    throw new Error('page exploded');
};

describe('PageErrorBoundary', () => {
    it('shows the error panel in place of a page that throws, and the next page afresh', () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const shell = (resetKey: string, page: ReactNode) => (
            <MemoryRouter>
                <AdminContext>
                    <PageErrorBoundary resetKey={resetKey}>{page}</PageErrorBoundary>
                </AdminContext>
            </MemoryRouter>
        );
        const { rerender } = render(shell('/devices', <Broken />));
        expect(screen.getByText('ra.page.error')).toBeInTheDocument();

        rerender(shell('/home', <p>home page</p>));
        expect(screen.getByText('home page')).toBeInTheDocument();
    });
});
