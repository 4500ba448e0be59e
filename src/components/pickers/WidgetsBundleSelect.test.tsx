import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NULL_UUID } from './entityTypes';
import { renderInAdmin } from './renderInAdmin';
import { WidgetsBundleSearch } from './WidgetsBundleSearch';
import { WidgetsBundleSelect } from './WidgetsBundleSelect';

const BUNDLES = [
    { title: 'Charts', alias: 'charts', tenantId: { id: NULL_UUID } },
    { title: 'Mine', alias: 'mine', tenantId: { id: 't1' } },
];
const load = async () => BUNDLES;

describe('widgets bundle select', () => {
    it("lists bundle titles with a 'system' marker on system bundles", async () => {
        renderInAdmin(<WidgetsBundleSelect value={null} onChange={() => undefined} load={load} />);
        await act(async () => undefined);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        const options = within(screen.getByRole('listbox')).getAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['ChartsSystem', 'Mine']);
    });

    it('picks the first bundle when asked, and selects by alias', async () => {
        const onChange = vi.fn();
        renderInAdmin(<WidgetsBundleSelect value={null} onChange={onChange} load={load} selectFirstBundle />);
        await act(async () => undefined);
        expect(onChange).toHaveBeenCalledWith(BUNDLES[0]);
        renderInAdmin(<WidgetsBundleSelect value="mine" onChange={() => undefined} load={load} />);
        await act(async () => undefined);
        expect(screen.getAllByRole('combobox')[1]).toHaveTextContent('Mine');
    });
});

describe('widgets bundle search', () => {
    const Harness = () => {
        const [text, setText] = useState('');
        return <WidgetsBundleSearch value={text} onChange={setText} />;
    };

    it('shows a clear button only when there is text, and clearing empties it', () => {
        renderInAdmin(<Harness />);
        const box = screen.getByRole('textbox', { name: 'Search widgets bundles' });
        expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
        fireEvent.change(box, { target: { value: 'cha' } });
        fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
        expect(box).toHaveValue('');
        expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    });
});
