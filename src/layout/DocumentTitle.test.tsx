import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './DocumentTitle';

describe('DocumentTitle', () => {
    it.each([
        ['/home', 'Thingdeck | Home'],
        ['/login', 'Thingdeck | Login'],
        ['/settings/general', 'Thingdeck | General'],
        ['/profile', 'Thingdeck | Profile'],
        ['/nowhere', 'Thingdeck'],
    ])('is the product title and the route title at %s', (path, title) => {
        render(
            <MemoryRouter initialEntries={[path]}>
                <DocumentTitle />
            </MemoryRouter>
        );
        expect(document.title).toBe(title);
    });
});
