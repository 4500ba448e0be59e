import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** POST /api/entitiesQuery/find, /count and /find/keys. */
export function entityQueryRoutes(_app: FastifyInstance, _context: AppContext): void {}
