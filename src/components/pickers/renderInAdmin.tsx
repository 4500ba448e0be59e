import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

/** Test fakes answer plain records: DataProvider's generic signatures are too strict for vi.fn(). */
type FakeDataProvider = { [method in keyof DataProvider]?: (...args: never[]) => Promise<unknown> };

/** Renders a control the way the console does: react-admin's contexts with the English phrases. */
export const renderInAdmin = (ui: ReactElement, dataProvider: FakeDataProvider = {}) =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}>
                {ui}
            </AdminContext>
        </MemoryRouter>
    );
