/**
 * How one device's MQTT payloads are written: JSON, or protobuf with the schemas of its device
 * profile (ThingsBoard's ProtoMqttAdaptor). Read from the profile for each message, so a profile
 * edit applies to connected devices at once, as ThingsBoard updates their sessions; the profile's
 * transport settings are parsed again only when their text changed.
 */
import type SqliteDatabase from 'better-sqlite3';
import { protoPayloadOf, type ProtoPayloadConfiguration } from '../deviceProfiles/protobuf/protoSchemas';

export interface PayloadFormat {
    /** The protobuf settings, or null for JSON payloads. */
    proto: ProtoPayloadConfiguration | null;
    /** A protobuf device may still send JSON (enableCompatibilityWithJsonPayloadFormat). */
    acceptsJson: boolean;
    /** Requests to the device on the v1 topics go out as JSON (useJsonPayloadFormatForDefaultDownlinkTopics). */
    jsonDownlink: boolean;
}

const JSON_FORMAT: PayloadFormat = { proto: null, acceptsJson: true, jsonDownlink: true };

export class DevicePayloadFormat {
    private readonly transportOf;
    private last: { text: string | null; format: PayloadFormat } = { text: null, format: JSON_FORMAT };

    constructor(
        sqlite: SqliteDatabase.Database,
        private readonly deviceId: string,
    ) {
        // The device's own profile: a device never reads another's settings.
        this.transportOf = sqlite.prepare(
            `SELECT json_extract(p.profile_data, '$.transportConfiguration') AS transport
             FROM device d JOIN device_profile p ON p.id = d.device_profile_id WHERE d.id = ?`,
        );
    }

    current(): PayloadFormat {
        const row = this.transportOf.get(this.deviceId) as { transport: string | null } | undefined;
        const text = row?.transport ?? null;
        if (text === this.last.text) return this.last.format;
        let format = JSON_FORMAT;
        try {
            const proto = text === null ? null : protoPayloadOf({ transportConfiguration: JSON.parse(text) as unknown });
            if (proto) {
                const acceptsJson = proto.enableCompatibilityWithJsonPayloadFormat === true;
                format = { proto, acceptsJson, jsonDownlink: acceptsJson && proto.useJsonPayloadFormatForDefaultDownlinkTopics === true };
            }
        } catch {
            // stored profile data is always JSON; JSON payloads otherwise
        }
        this.last = { text, format };
        return format;
    }
}
