import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { createWorld, type World } from './fixtures';

/** POST /api/noauth/activateByEmailCode and /api/noauth/resendEmailActivation (part1 §7, sign-up flow). */
let world: World;
const sent: Array<{ to: string }> = [];

beforeAll(async () => {
    world = await createWorld();
    const mailer = world.server.app.ctx.mailer;
    mailer.send = async message => {
        sent.push({ to: String(message.to) });
    };
});
afterAll(() => world.close());

async function pendingUser(email: string) {
    const created = await world.api.post('/api/user?sendActivationMail=false', { email, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: world.customer.customerId } }, world.tenant.token);
    if (created.status !== 200) throw new Error(`user: ${created.status} ${created.text}`);
    const link = await world.api.get(`/api/user/${created.body.id.id}/activationLink`, world.tenant.token);
    return { id: created.body.id.id as string, code: new URL(link.text).searchParams.get('activateToken')! };
}

const activate = (code: string) => world.api.call('POST', `/api/noauth/activateByEmailCode?emailCode=${encodeURIComponent(code)}`, {});

describe('POST /api/noauth/activateByEmailCode', () => {
    it('activates an account whose password was chosen before, once, and signs it in', async () => {
        const user = await pendingUser('signed-up@example.com');
        // What a sign-up leaves: a password, credentials not yet enabled, an activation code.
        world.server.app.ctx.database.sqlite.prepare('UPDATE user_credentials SET password = ? WHERE user_id = ?').run(await hashPassword('chosen-1'), user.id);
        const activated = await activate(user.code);
        expect(activated.status).toBe(200);
        expect(activated.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
        const me = await world.api.get('/api/auth/user', activated.body.token);
        expect(me.body.email).toBe('signed-up@example.com');
        expect((await activate(user.code)).status).toBe(400);
        expect((await world.api.login('signed-up@example.com', 'chosen-1')).token).toEqual(expect.any(String));
    });

    it('refuses unknown codes and accounts that still need a password (they use their activation link)', async () => {
        const unknown = await activate('no-such-code');
        expect(unknown.status).toBe(400);
        expect(unknown.body).toMatchObject({ status: 400, message: 'Invalid activate token!', errorCode: 31 });
        const user = await pendingUser('admin-made@example.com');
        expect((await activate(user.code)).status).toBe(400);
        expect((await world.api.call('POST', '/api/noauth/activateByEmailCode', {})).status).toBe(400);
    });
});

describe('POST /api/noauth/resendEmailActivation', () => {
    it('mails a pending account again and says nothing about other addresses', async () => {
        await pendingUser('pending@example.com');
        sent.length = 0;
        for (const email of ['pending@example.com', 'nobody@example.com', 'tenant@thingsboard.org']) {
            const response = await world.api.call('POST', `/api/noauth/resendEmailActivation?email=${encodeURIComponent(email)}`, {});
            expect(response.status).toBe(200);
        }
        expect(sent.map(mail => mail.to)).toEqual(['pending@example.com']);
        expect((await world.api.call('POST', '/api/noauth/resendEmailActivation', {})).status).toBe(400);
    });
});
