import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useState, type ReactNode } from 'react';
import { AdminContext, ListBase, type AuthProvider, memoryStore, testDataProvider, TestMemoryRouter, useListContext, type GetListParams, type SortPayload } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { usePrefetchedList } from './usePrefetchedList';

const SORT: SortPayload = { field: 'createdTime', order: 'DESC' };

const Rows = () => {
    const { data } = useListContext();
    return <ul>{data?.map(record => <li key={record.id}>{record.name}</li>)}</ul>;
};

/** What ResourceList does: the prefetch, then react-admin's own list with the same sort and page size. */
const PrefetchedList = ({ enabled = true, checksAccess = false }: { enabled?: boolean; checksAccess?: boolean }) => {
    const queryOptions = usePrefetchedList({ resource: 'devices', sort: SORT, perPage: 10, enabled });
    return (
        <ListBase resource="devices" sort={SORT} perPage={10} queryOptions={queryOptions} disableAuthentication={!checksAccess}>
            <Rows />
        </ListBase>
    );
};

/** The request alone, as while the page renders. */
const PrefetchedListRequestOnly = () => {
    usePrefetchedList({ resource: 'devices', sort: SORT, perPage: 10, enabled: true });
    return null;
};

/** A part of the page that is still loading (a lazy chunk): the page is rendered but not committed. */
const never = new Promise<never>(() => undefined);
const StillLoading = () => use(never);

const setUp = (children: ReactNode, { address = '/devices', store = memoryStore(), authProvider = undefined as AuthProvider | undefined } = {}) => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: [{ id: 'd1', name: 'Thermostat T1' }], total: 100 }));
    render(
        <TestMemoryRouter initialEntries={[address]}>
            <AdminContext dataProvider={testDataProvider({ getList: getList as never })} store={store} authProvider={authProvider}>
                {children}
            </AdminContext>
        </TestMemoryRouter>
    );
    return getList;
};

describe('usePrefetchedList', () => {
    it('asks for the first page while the list renders, before the page is committed', async () => {
        const getList = setUp(
            <Suspense fallback={<p>loading</p>}>
                <PrefetchedList />
                <StillLoading />
            </Suspense>
        );
        await screen.findByText('loading');
        // react-admin's list alone asks only once mounted, which a page still loading never is.
        await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
        expect(getList.mock.calls[0]![1]).toMatchObject({ pagination: { page: 1, perPage: 10 }, sort: SORT, filter: {} });
    });

    it("makes the list's own request: the list adopts it and asks nothing more, answered before it mounted or not", async () => {
        const getList = setUp(<PrefetchedList />);
        await screen.findByText('Thermostat T1');
        expect(getList).toHaveBeenCalledTimes(1);
        // The answer is there before the list mounts (the page was still loading): the list takes it as it is.
        cleanup();
        let showList: (show: boolean) => void = () => undefined;
        const Later = () => {
            const [shown, setShown] = useState(false);
            showList = setShown;
            return shown ? <PrefetchedList /> : <PrefetchedListRequestOnly />;
        };
        const later = setUp(<Later />);
        await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
        await act(async () => showList(true));
        await screen.findByText('Thermostat T1');
        expect(later).toHaveBeenCalledTimes(1);
    });

    it('asks for the page, sort and filter of the address, as the list does', async () => {
        const address = `/devices?${new URLSearchParams({ page: '2', perPage: '20', sort: 'name', order: 'ASC', filter: JSON.stringify({ type: 'thermostat' }) })}`;
        const getList = setUp(<PrefetchedList />, { address });
        await screen.findByText('Thermostat T1');
        expect(getList).toHaveBeenCalledTimes(1);
        expect(getList.mock.calls[0]![1]).toMatchObject({ pagination: { page: 2, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { type: 'thermostat' } });
    });

    it('asks for the parameters the store remembers for the list, as the list does', async () => {
        const store = memoryStore({ 'devices.listParams': { sort: 'name', order: 'ASC', page: 3, perPage: 30, filter: {}, displayedFilters: {} } });
        const getList = setUp(<PrefetchedList />, { store });
        await screen.findByText('Thermostat T1');
        expect(getList).toHaveBeenCalledTimes(1);
        expect(getList.mock.calls[0]![1]).toMatchObject({ pagination: { page: 3, perPage: 30 }, sort: { field: 'name', order: 'ASC' } });
    });

    it("shows the rows without waiting for react-admin's asynchronous canAccess", async () => {
        // An access question never answered: react-admin's list alone would not ask for its page.
        const authProvider: AuthProvider = {
            login: async () => undefined,
            logout: async () => undefined,
            checkAuth: async () => undefined,
            checkError: async () => undefined,
            getPermissions: async () => undefined,
            canAccess: () => new Promise<boolean>(() => undefined),
        };
        setUp(<PrefetchedList checksAccess />, { authProvider });
        await screen.findByText('Thermostat T1');
    });

    it('asks nothing for someone who may not list', async () => {
        const getList = setUp(
            <Suspense fallback={<p>loading</p>}>
                <PrefetchedList enabled={false} />
                <StillLoading />
            </Suspense>
        );
        await screen.findByText('loading');
        expect(getList).not.toHaveBeenCalled();
    });
});
