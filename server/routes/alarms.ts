import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Alarms: /api/alarm…, /api/alarms, /api/alarmsQuery/find, highest severity. */
export function alarmRoutes(_app: FastifyInstance, _context: AppContext): void {}
