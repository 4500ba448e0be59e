import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';
import type { Widget } from '../../model/dashboardConfig';
import { loadCustomWidget } from './loadCustomWidget';

const widget = (isSystemType?: boolean): Widget => ({
    id: 'w', isSystemType, bundleAlias: 'my_bundle', typeAlias: 'reading', type: 'latest', sizeX: 4, sizeY: 3, config: { title: 'Reading', settings: {} },
});
const type = { id: { entityType: 'WIDGET_TYPE', id: 't' }, name: 'Reading', alias: 'reading', bundleAlias: 'my_bundle', descriptor: { type: 'latest', templateHtml: '<i class="r"></i>', controllerScript: '' } };

afterEach(() => vi.restoreAllMocks());

describe('loadCustomWidget', () => {
    it("fetches the type by bundle and alias (a tenant's when isSystemType is false) and hosts it in a frame", async () => {
        const request = vi.spyOn(httpClient, 'request').mockResolvedValue(type);
        const Component = (await loadCustomWidget(widget(false)))!;
        expect(request).toHaveBeenCalledWith('/api/widgetType', expect.objectContaining({ query: { isSystem: false, bundleAlias: 'my_bundle', alias: 'reading' }, ignoreErrors: true }));
        render(<Component widget={widget(false)} snapshot={{ data: [], loading: false, error: null }} width={100} height={50} />);
        expect(screen.getByTitle('Reading').getAttribute('src')).toBe('/widget-frame.html');
    });

    it('asks for a system type when the widget does not say otherwise', async () => {
        const request = vi.spyOn(httpClient, 'request').mockResolvedValue(type);
        await loadCustomWidget(widget(undefined));
        expect(request.mock.calls[0]![1]!.query).toMatchObject({ isSystem: true });
    });

    it("resolves to null when the library has no such type, so the runtime shows 'Widget type not found'", async () => {
        vi.spyOn(httpClient, 'request').mockRejectedValue(new ApiError({ status: 404, message: "Requested item wasn't found!", errorCode: 32 }));
        expect(await loadCustomWidget(widget(false))).toBeNull();
    });

    it('passes other failures on (the runtime shows the load error)', async () => {
        vi.spyOn(httpClient, 'request').mockRejectedValue(new ApiError({ status: 500, message: 'boom', errorCode: 2 }));
        await expect(loadCustomWidget(widget(false))).rejects.toThrow('boom');
    });
});
