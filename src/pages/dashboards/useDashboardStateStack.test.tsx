import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { encodeStateParam } from '../../dashboard/runtime/dashboardStateParam';
import { rootStateId, useDashboardStateStack } from './useDashboardStateStack';

const layouts = { main: { widgets: {} } };
const states = { first: { name: 'First', layouts }, home: { name: 'Home', root: true, layouts }, chart: { name: 'Chart', layouts } };

const renderStack = (url: string) =>
    renderHook(
        () => ({ ...useDashboardStateStack({ states }), location: useLocation() }),
        { wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter> },
    );

describe('dashboard state stack', () => {
    it('starts at the root state: the one marked root, else default, else the first', () => {
        expect(rootStateId({ states })).toBe('home');
        expect(rootStateId({ states: { a: { name: 'A', layouts }, default: { name: 'D', layouts } } })).toBe('default');
        expect(rootStateId({ states: { a: { name: 'A', layouts } } })).toBe('a');
        expect(renderStack('/dashboards/1').result.current.current).toEqual({ id: 'home', params: {} });
    });

    it('shows the last state of ?state= and drops states the dashboard does not have', () => {
        const stack = [{ id: 'home', params: {} }, { id: 'gone', params: {} }, { id: 'chart', params: { entityName: 'T1' } }];
        const { result } = renderStack(`/dashboards/1?state=${encodeURIComponent(encodeStateParam(stack))}`);
        expect(result.current.stack.map(state => state.id)).toEqual(['home', 'chart']);
        expect(result.current.current).toEqual({ id: 'chart', params: { entityName: 'T1' } });
    });

    it('writes a new stack into the URL, and leaves the URL clean for the bare root state', () => {
        const { result } = renderStack('/dashboards/1?other=1');
        act(() => result.current.setStack([{ id: 'home', params: {} }, { id: 'chart', params: {} }]));
        const search = new URLSearchParams(result.current.location.search);
        expect(search.get('other')).toBe('1');
        expect(result.current.current.id).toBe('chart');
        act(() => result.current.setStack([{ id: 'home', params: {} }]));
        expect(new URLSearchParams(result.current.location.search).has('state')).toBe(false);
    });
});
