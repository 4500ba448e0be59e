import type { AppContext } from '../context';
import { NULL_UUID } from '../lib/ids';
import type { TelemetryService } from '../telemetry/service';

/** ThingsBoard's ClaimResponse. */
export type ClaimResponse = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

/** What a device announced: the key a customer must give, and until when. */
export interface ClaimData {
    secretKey: string;
    expirationTime: number;
}

/** Where claiming reads and writes a device's customer. */
export interface DeviceOwners {
    customerOf(deviceId: string): string | undefined;
    setCustomer(deviceId: string, customerId: string): void;
}

/** The device fields a claim or re-claim reads. */
export interface ClaimedDevice {
    id: string;
    tenantId: string;
    customerId: string;
}

/** Server attribute that opens a device to claiming when claiming is not allowed by default. */
export const CLAIM_ATTRIBUTE = 'claimingAllowed';
/** Server attribute holding claim data set by hand (JSON `{secretKey, expirationTime}`), read when none was announced. */
export const CLAIM_DATA_ATTRIBUTE = 'claimingData';
/** security.claim.duration: how long an announcement lasts when the device names no duration (1 day). */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

const isUnassigned = (device: ClaimedDevice) => device.customerId === NULL_UUID;
/** ThingsBoard's secretKeyIsEmptyOrEqual. */
const sameSecret = (given: string, expected: string) => (given === '' && expected === '') || given === expected;

/**
 * ThingsBoard's device claiming (ClaimDevicesServiceImpl): a device announces that it may be
 * claimed (with a secret key, for a while); a customer user who names it and gives the key within
 * that time becomes its owner. With allowClaimingByDefault (security.claim.allowClaimingByDefault,
 * on by default) every unassigned device may announce; otherwise only those whose server attribute
 * claimingAllowed is true. Announcements are kept in memory, as ThingsBoard keeps them in a cache.
 */
export class ClaimService {
    allowClaimingByDefault = true;
    private readonly announced = new Map<string, ClaimData>();

    constructor(
        private readonly telemetry: TelemetryService,
        private readonly owners: DeviceOwners,
        private readonly now: () => number = Date.now,
    ) {}

    private async serverAttribute(deviceId: string, key: string) {
        const [found] = await this.telemetry.attributes.findEntries(deviceId, ['SERVER_SCOPE'], [key]);
        return found?.value;
    }

    /** A device's announcement; false when the device may not be claimed now (ThingsBoard only logs that). */
    async announce(deviceId: string, secretKey: string, durationMs: number): Promise<boolean> {
        // Read now, not from the device's session: it may have been claimed since it connected.
        const customerId = this.owners.customerOf(deviceId);
        if (customerId !== NULL_UUID) return false;
        if (!this.allowClaimingByDefault) {
            const allowed = await this.serverAttribute(deviceId, CLAIM_ATTRIBUTE);
            if (!(allowed?.type === 'BOOLEAN' && allowed.value)) return false;
        }
        const duration = durationMs > 0 ? durationMs : DEFAULT_CLAIM_DURATION_MS;
        this.announced.set(deviceId, { secretKey, expirationTime: this.now() + duration });
        return true;
    }

    private async claimData(deviceId: string): Promise<{ data: ClaimData; fromCache: boolean } | null> {
        const cached = this.announced.get(deviceId);
        if (cached) return { data: cached, fromCache: true };
        const stored = await this.serverAttribute(deviceId, CLAIM_DATA_ATTRIBUTE);
        if (!stored || (stored.type !== 'JSON' && stored.type !== 'STRING')) return null;
        try {
            const parsed = JSON.parse(stored.value) as Partial<ClaimData>;
            if (typeof parsed.expirationTime !== 'number') return null;
            return { data: { secretKey: typeof parsed.secretKey === 'string' ? parsed.secretKey : '', expirationTime: parsed.expirationTime }, fromCache: false };
        } catch {
            return null;
        }
    }

    /** The claim data is used up whichever way the claim went. */
    private async forget(deviceId: string, fromCache: boolean): Promise<void> {
        if (fromCache) this.announced.delete(deviceId);
        else await this.telemetry.deleteAttributes(deviceId, 'SERVER_SCOPE', [CLAIM_DATA_ATTRIBUTE]);
    }

    /** A customer claims a device: SUCCESS makes it theirs; FAILURE for no, expired or wrong claim data; CLAIMED when someone owns it. */
    async claim(device: ClaimedDevice, customerId: string, secretKey: string): Promise<ClaimResponse> {
        const found = await this.claimData(device.id);
        if (!found) return isUnassigned(device) ? 'FAILURE' : 'CLAIMED';
        if (this.now() > found.data.expirationTime || !sameSecret(secretKey, found.data.secretKey)) {
            if (found.fromCache) this.announced.delete(device.id);
            return 'FAILURE';
        }
        await this.forget(device.id, found.fromCache);
        if (!isUnassigned(device)) return 'CLAIMED';
        this.owners.setCustomer(device.id, customerId);
        return 'SUCCESS';
    }

    /**
     * Frees a claimed device: it returns to the tenant, its announcement is dropped and, unless
     * claiming is allowed by default, claimingAllowed is set again. Answers the customer it left.
     */
    async reclaim(device: ClaimedDevice): Promise<string | null> {
        this.announced.delete(device.id);
        if (isUnassigned(device)) return null;
        this.owners.setCustomer(device.id, NULL_UUID);
        if (!this.allowClaimingByDefault) {
            await this.telemetry.saveAttributes('DEVICE', device.id, 'SERVER_SCOPE', [{ key: CLAIM_ATTRIBUTE, value: { type: 'BOOLEAN', value: true } }]);
        }
        return device.customerId;
    }
}

const services = new WeakMap<AppContext, ClaimService>();

/** The one claim service of a server: the customer calls and both device APIs (HTTP, MQTT) share its announcements. */
export function claimServiceOf(ctx: AppContext): ClaimService {
    let service = services.get(ctx);
    if (!service) {
        const devices = ctx.repositories.devices!;
        service = new ClaimService(ctx.telemetry, {
            customerOf: deviceId => devices.findById(deviceId)?.customer_id as string | undefined,
            setCustomer: (deviceId, customerId) => devices.update(deviceId, { customer_id: customerId }),
        });
        services.set(ctx, service);
    }
    return service;
}

/** `{secretKey, durationMs}` as a device sends it; both optional, anything else ignored. */
export function claimRequestOf(body: unknown): { secretKey: string; durationMs: number } {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const secretKey = typeof fields.secretKey === 'string' ? fields.secretKey : '';
    const durationMs = typeof fields.durationMs === 'number' && Number.isFinite(fields.durationMs) ? fields.durationMs : 0;
    return { secretKey, durationMs };
}
