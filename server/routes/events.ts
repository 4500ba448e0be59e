import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Entity events: error, lifecycle, statistics and debug. */
export function eventRoutes(_app: FastifyInstance, _context: AppContext): void {}
