import { describe, expect, it, vi } from 'vitest';
import { takeLoadParameters } from './loadParameters';

describe('takeLoadParameters', () => {
    it('takes username, password and loginError and leaves the rest', () => {
        const history = { state: null, replaceState: vi.fn() };

        const taken = takeLoadParameters(
            {
                pathname: '/dashboard/d-1',
                search: '?username=a%40b.c&password=secret&publicId=p-1&loginError=Link%20expired',
                hash: '',
            },
            history
        );

        expect(taken).toEqual({ username: 'a@b.c', password: 'secret', loginError: 'Link expired' });
        expect(history.replaceState).toHaveBeenCalledWith(null, '', '/dashboard/d-1?publicId=p-1');
    });

    it('leaves the address alone when there is nothing to take', () => {
        const history = { state: null, replaceState: vi.fn() };

        expect(takeLoadParameters({ pathname: '/home', search: '?x=1', hash: '' }, history)).toEqual({
            username: null,
            password: null,
            loginError: null,
        });
        expect(history.replaceState).not.toHaveBeenCalled();
    });
});
