import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { canSelectColor, colorProblem, isColor } from './colorValue';
import { ColorPickerDialog } from './ColorPickerDialog';
import { ComingSoonDialog } from './ComingSoonDialog';
import { commonIcons } from './commonIcons';
import { JsonEditDialog } from './JsonEditDialog';
import { MaterialIconDialog } from './MaterialIconDialog';
import { COMMON_ICON_NAMES, ICON_RENDER_DELAY_MS, iconNameOf } from './materialIcons';

vi.mock('@monaco-editor/react', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('../editors/monaco/monacoSetup', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('monaco-editor/languages/features/typescript/register', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('./allIcons', async () => {
    const { default: Alarm } = await import('@mui/icons-material/Alarm');
    const { default: Home } = await import('@mui/icons-material/Home');
    return { allIcons: new Map([['alarm', Alarm], ['home', Home]]) };
});

const wrap = (children: ReactNode) =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
    );

describe('colour picker dialog', () => {
    it('knows colours', () => {
        expect(['#fff', '#ff000080', 'rgb(1, 2, 3)', 'rgba(255,0,0,0.5)'].every(isColor)).toBe(true);
        expect(['red', '#ff', 'rgb(300,0,0)'].some(isColor)).toBe(false);
        expect(colorProblem('')).toBe('required');
        expect(colorProblem('#12')).toBe('invalid');
    });

    it('disables Select while loading, when invalid or unchanged', () => {
        expect(canSelectColor('#fff', '#000', false)).toBe(true);
        expect(canSelectColor('#fff', '#000', true)).toBe(false);
        expect(canSelectColor('#fff', 'nope', false)).toBe(false);
        expect(canSelectColor('#fff', '#FFF', false)).toBe(false);
    });

    it('closes with the chosen colour on Select and null on Cancel', () => {
        const onClose = vi.fn();
        wrap(<ColorPickerDialog color="#2196f3" onClose={onClose} />);
        const select = screen.getByText('action.select');
        expect(select).toBeDisabled();
        fireEvent.click(screen.getByTitle('#f44336'));
        expect(select).toBeEnabled();
        const field = screen.getByLabelText(/color\.color/);
        fireEvent.change(field, { target: { value: '' } });
        expect(screen.getByText('color.color-required')).toBeInTheDocument();
        fireEvent.change(field, { target: { value: '#123456' } });
        fireEvent.click(select);
        expect(onClose).toHaveBeenLastCalledWith('#123456');
        fireEvent.click(screen.getByText('action.cancel'));
        expect(onClose).toHaveBeenLastCalledWith(null);
    }, 15_000);
});

describe('JSON edit dialog', () => {
    it('has the edit-JSON title by default, Cancel closes with undefined', async () => {
        const onClose = vi.fn();
        wrap(<JsonEditDialog value={{ a: 1 }} onClose={onClose} />);
        expect(screen.getByText('details.edit-json')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'action.cancel' }));
        expect(onClose).toHaveBeenCalledWith(undefined);
    });

    it('requires a value and saves the edited JSON', async () => {
        const onClose = vi.fn();
        wrap(<JsonEditDialog value={{ a: 1 }} onClose={onClose} title="Settings" />);
        const editor = await screen.findByTestId('code-editor');
        fireEvent.change(editor, { target: { value: '' } });
        expect(screen.getByRole('button', { name: 'action.save' })).toBeDisabled();
        fireEvent.change(editor, { target: { value: '{"b": [2]}' } });
        fireEvent.click(screen.getByRole('button', { name: 'action.save' }));
        expect(onClose).toHaveBeenCalledWith({ b: [2] });
    });
});

describe('material icon picker', () => {
    it('offers about 40 common icons, each a real Material icon', () => {
        expect(COMMON_ICON_NAMES.length).toBeGreaterThanOrEqual(38);
        expect([...commonIcons.keys()].sort()).toEqual([...COMMON_ICON_NAMES].sort());
        expect(iconNameOf('ArrowBack')).toBe('arrow_back');
        expect(iconNameOf('Looks3')).toBe('looks_3');
        expect(ICON_RENDER_DELAY_MS).toEqual({ common: 50, all: 100 });
    });

    it('highlights the current icon and closes with a picked one', async () => {
        const onClose = vi.fn();
        wrap(<MaterialIconDialog icon="home" onClose={onClose} />);
        expect(await screen.findByRole('option', { name: 'home' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getAllByRole('option')).toHaveLength(COMMON_ICON_NAMES.length);
        fireEvent.click(screen.getByRole('option', { name: 'search' }));
        expect(onClose).toHaveBeenCalledWith('search');
    });

    it("switches to the full list with 'show all', disabled while it loads; Cancel gives null", async () => {
        const onClose = vi.fn();
        wrap(<MaterialIconDialog icon={null} onClose={onClose} />);
        const toggle = screen.getByRole('switch', { name: 'icon.show-all' });
        fireEvent.click(toggle);
        expect(toggle).toBeDisabled();
        expect(await screen.findByRole('option', { name: 'alarm' })).toBeInTheDocument();
        expect(toggle).toBeEnabled();
        expect(screen.getAllByRole('option')).toHaveLength(2);
        fireEvent.click(screen.getByRole('button', { name: 'action.cancel' }));
        expect(onClose).toHaveBeenCalledWith(null);
    });
});

describe('coming-soon dialog', () => {
    it('closes with OK', () => {
        const onClose = vi.fn();
        wrap(<ComingSoonDialog onClose={onClose} />);
        expect(screen.getByText('dialog.coming-soon')).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'action.ok' }));
        expect(onClose).toHaveBeenCalled();
    });
});
