import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Persistent RPC: list by device with rpcStatus, read and delete. */
export function persistentRpcRoutes(_app: FastifyInstance, _context: AppContext): void {}
