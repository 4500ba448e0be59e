import type { TelemetryScope } from '../../lib/telemetrySocket';

/** Client and shared attributes exist only for devices (reference §4.4). */
export const scopesFor = (entityType: string): readonly TelemetryScope[] =>
    entityType === 'DEVICE'
        ? ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE', 'LATEST_TELEMETRY']
        : ['SERVER_SCOPE', 'LATEST_TELEMETRY'];

/** The console writes server and shared attributes only; client ones belong to the device. */
export const isWritableScope = (scope: TelemetryScope): boolean => scope === 'SERVER_SCOPE' || scope === 'SHARED_SCOPE';
