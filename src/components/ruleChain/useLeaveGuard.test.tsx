import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

/** A page with unsaved changes once "edit" is pressed: shows where the router is and whether a leave waits for an answer. */
const Page = () => {
    const [dirty, setDirty] = useState(false);
    const guard = useLeaveGuard(dirty);
    const location = useLocation();
    const navigate = useNavigate();
    return (
        <div>
            <output data-testid="path">{location.pathname}</output>
            <output data-testid="blocked">{String(guard.blocked)}</output>
            <button onClick={() => navigate('/editor')}>open editor</button>
            <button onClick={() => setDirty(true)}>edit</button>
            <Link to="/elsewhere">elsewhere</Link>
            <button onClick={guard.stay}>stay</button>
            <button onClick={guard.proceed}>leave</button>
        </div>
    );
};

const path = () => screen.getByTestId('path').textContent;
const blocked = () => screen.getByTestId('blocked').textContent;

describe('useLeaveGuard', () => {
    it('catches the browser Back button and link navigation while there are unsaved changes; staying keeps the page, leaving goes on', async () => {
        window.history.replaceState(null, '', '/list');
        render(
            <BrowserRouter>
                <Routes>
                    <Route path="*" element={<Page />} />
                </Routes>
            </BrowserRouter>,
        );
        fireEvent.click(screen.getByText('open editor'));
        expect(path()).toBe('/editor');
        fireEvent.click(screen.getByText('edit'));

        // Back: held, the address bar returns to the editor, the page stays.
        act(() => window.history.back());
        await waitFor(() => expect(blocked()).toBe('true'));
        await waitFor(() => expect(window.location.pathname).toBe('/editor'));
        expect(path()).toBe('/editor');
        fireEvent.click(screen.getByText('stay'));
        expect(blocked()).toBe('false');

        // A link: held too.
        fireEvent.click(screen.getByText('elsewhere'));
        expect(blocked()).toBe('true');
        expect(path()).toBe('/editor');
        fireEvent.click(screen.getByText('stay'));

        // Back again, and this time leave: the router goes back to the list.
        act(() => window.history.back());
        await waitFor(() => expect(blocked()).toBe('true'));
        await waitFor(() => expect(window.location.pathname).toBe('/editor'));
        fireEvent.click(screen.getByText('leave'));
        await waitFor(() => expect(path()).toBe('/list'));
        expect(window.location.pathname).toBe('/list');
    });
});
