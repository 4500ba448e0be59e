import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Relations of reference §1.10, with the info variants. */
export function relationRoutes(_app: FastifyInstance, _context: AppContext): void {}
