import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contractRoute } from '../http/contractRoute';
import { sysAdminOnly } from './adminSettings';
import { clientRegistrationTemplates, LOGIN_PROCESSING_URL, OAuth2Config } from '../settings/oauth2Config';


/** The OAuth2 settings (part 2 §3.7) and the external sign-in buttons they put on the login page. */
export function oauth2Routes(app: FastifyInstance, { settings }: AppContext): void {
    const oauth2 = new OAuth2Config(settings);

    contractRoute(app, 'GET /api/oauth2/config', sysAdminOnly(async () => oauth2.info()));
    contractRoute(app, 'POST /api/oauth2/config', sysAdminOnly(async request => oauth2.save(request.body)));
    contractRoute(app, 'GET /api/oauth2/config/template', sysAdminOnly(async () => clientRegistrationTemplates()));
    contractRoute(app, 'GET /api/oauth2/loginProcessingUrl', sysAdminOnly(async (_request, reply) => reply.type('application/json').send(JSON.stringify(LOGIN_PROCESSING_URL))));

    contractRoute(app, 'POST /api/noauth/oauth2Clients', async request => {
        const { platform, pkgName } = request.query;
        return oauth2.clientsFor({ domainName: request.hostname, scheme: request.protocol, platform, pkgName });
    }, { config: { public: true } });
}
