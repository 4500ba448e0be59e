import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Audit log reads by tenant, customer, user and entity. */
export function auditLogRoutes(_app: FastifyInstance, _context: AppContext): void {}
