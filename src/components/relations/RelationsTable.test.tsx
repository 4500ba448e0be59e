import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../pickers/renderInAdmin';
import { rowsOf, type RelationInfo } from './relationRows';
import { RelationsTable } from './RelationsTable';

const relation: RelationInfo = {
    from: { entityType: 'ASSET', id: 'a1' },
    to: { entityType: 'DEVICE', id: 'd1' },
    type: 'Contains',
    typeGroup: 'COMMON',
    additionalInfo: null,
    fromName: 'Building',
    toName: 'Thermostat',
};
const typeName = (type: string) => type.toLowerCase();

describe('RelationsTable', () => {
    it('names its columns after the far end and deletes a row through its button', () => {
        const onDelete = vi.fn();
        renderInAdmin(
            <RelationsTable rows={rowsOf([relation], 'FROM')} direction="FROM" editable selected={new Set()} onSelectedChange={vi.fn()} onDelete={onDelete} entityTypeName={typeName} />
        );
        expect(screen.getByText('To entity type')).toBeTruthy();
        expect(screen.getByText('To entity name')).toBeTruthy();
        expect(screen.getByText('Thermostat')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Delete relation Contains of Thermostat' }));
        expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ type: 'Contains', entityName: 'Thermostat' }));
    });

    it('is read-only without the right to edit and says when there is nothing', () => {
        const { unmount } = renderInAdmin(
            <RelationsTable rows={rowsOf([relation], 'TO')} direction="TO" editable={false} selected={new Set()} onSelectedChange={vi.fn()} onDelete={vi.fn()} entityTypeName={typeName} />
        );
        expect(screen.getByText('From entity name')).toBeTruthy();
        expect(screen.getByText('Building')).toBeTruthy();
        expect(screen.queryByRole('button')).toBeNull();
        expect(screen.queryByRole('checkbox')).toBeNull();
        unmount();
        renderInAdmin(<RelationsTable rows={[]} direction="TO" editable selected={new Set()} onSelectedChange={vi.fn()} onDelete={vi.fn()} entityTypeName={typeName} />);
        expect(screen.getByText('No relations found')).toBeTruthy();
    });
});
