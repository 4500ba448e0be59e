import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import germanCommon from '../../../locales/de_DE/common.json';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import type { Messages } from '../../providers/i18n/messages';
import { TablePagination } from './TablePagination';

const SRC = path.resolve(import.meta.dirname, '../..');

const sourcesOf = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourcesOf(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

describe('table pagination', () => {
    it("says rows per page, the range and the page buttons in the user's language (MUI's own are English)", () => {
        const i18nProvider = createAdminI18nProvider({ locale: 'de_DE', messages: germanCommon as unknown as Messages });
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <TablePagination count={42} page={0} rowsPerPage={10} rowsPerPageOptions={[10, 25]} onPageChange={() => undefined} />
            </AdminContext>,
        );
        expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
        expect(screen.getByText('1–10 von 42')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeTruthy();
        expect(screen.queryByText(/Rows per page|of 42/)).toBeNull();
    });

    it("is the only one in the console: nothing imports MUI's untranslated TablePagination directly", () => {
        const own = path.join(SRC, 'components/tables/TablePagination.tsx');
        const direct = sourcesOf(SRC).filter(file => file !== own && /from '@mui\/material\/TablePagination'|\bTablePagination\b[^;]*from '@mui\/material'/.test(fs.readFileSync(file, 'utf8')));
        expect(direct.map(file => path.relative(SRC, file))).toEqual([]);
    });
});
