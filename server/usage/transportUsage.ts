import { MSG_TYPE, type TbMsg } from '../ruleEngine/message';
import { ApiLimitError, type UsageMeter } from './apiUsageService';

const WITH_DATA_POINTS = new Set<string>([MSG_TYPE.POST_TELEMETRY_REQUEST, MSG_TYPE.POST_ATTRIBUTES_REQUEST]);

/** The keys a telemetry or attributes message carries: its data points. */
function dataPointsOf(msg: TbMsg): number {
    if (!WITH_DATA_POINTS.has(msg.type)) return 0;
    try {
        const data: unknown = JSON.parse(msg.data);
        return typeof data === 'object' && data !== null ? Object.keys(data).length : 0;
    } catch {
        return 0;
    }
}

/**
 * One device request (HTTP call or MQTT publish): a transport message and its data points, as
 * ThingsBoard's transports report them. A tenant whose transport is DISABLED is refused (HTTP 429).
 */
export function meterDeviceRequest(meter: UsageMeter | undefined, tenantId: string, msgs: readonly TbMsg[]): void {
    if (!meter) return;
    if (!meter.isEnabled(tenantId, 'TRANSPORT')) throw new ApiLimitError('TRANSPORT');
    meter.count(tenantId, 'TRANSPORT_MSG_COUNT');
    meter.count(tenantId, 'TRANSPORT_DP_COUNT', msgs.reduce((sum, msg) => sum + dataPointsOf(msg), 0));
}

/**
 * A device request refused before it was acknowledged because the rule engine's queue of its
 * tenant stayed full (HTTP 503, or MQTT without PUBACK): counted as `transportMsgRefusedCount`,
 * beside the transport messages it was already counted in.
 */
export function meterRefusedDeviceRequest(meter: UsageMeter | undefined, tenantId: string): void {
    meter?.count(tenantId, 'TRANSPORT_MSG_REFUSED_COUNT');
}
