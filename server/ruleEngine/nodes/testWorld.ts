import { AlarmService } from '../../alarms/alarmService';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { AttributeRepository } from '../../db/repositories/attributes';
import { TimeseriesRepository } from '../../db/repositories/timeseries';
import { DeviceRpcService } from '../../deviceApi/rpc';
import { DeviceProfileAlarmService } from '../../deviceProfiles/alarmRules/deviceProfileAlarmService';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { newId } from '../../lib/ids';
import { SubscriptionHub } from '../../telemetry/hub';
import { TelemetryService } from '../../telemetry/service';
import { newMsg, type TbMsg } from '../message';
import { ServerRpcCalls } from '../serverRpcCalls';
import { TenantBoundary } from '../tenantBoundary';
import { ScriptSandbox } from '../sandbox/scriptSandbox';
import type { NodeOutput, NodeServices } from './types';

/**
 * An in-memory database with one tenant, customer and device, and the node services over it, for
 * the unit tests of the node tables. `later` and `detached` outputs are collected, not re-entered.
 */
export interface NodeTestWorld {
    database: DatabaseHandle;
    services: NodeServices;
    tenantId: string;
    customerId: string;
    deviceId: string;
    mails: MailMessage[];
    logs: string[];
    /** Outputs a node handed to `later` or `detached` (awaited). */
    deferred: () => Promise<NodeOutput[]>;
    msg: (input?: Partial<Parameters<typeof newMsg>[0]>) => TbMsg;
    close: () => Promise<void>;
}

export async function nodeTestWorld(): Promise<NodeTestWorld> {
    const database = await openDatabase(':memory:');
    const { sqlite } = database;
    sqlite.pragma('foreign_keys = OFF');
    const tenantId = newId();
    const customerId = newId();
    const deviceId = newId();
    sqlite.prepare("INSERT INTO tenant (id, created_time, title, region, tenant_profile_id) VALUES (?, 0, 'Tenant', 'Global', ?)").run(tenantId, newId());
    sqlite.prepare("INSERT INTO customer (id, created_time, tenant_id, title) VALUES (?, 0, ?, 'Customer A')").run(customerId, tenantId);
    sqlite.prepare("INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label) VALUES (?, 0, ?, ?, ?, 'Thermo 1', 'thermostat', 'Hall')").run(deviceId, tenantId, customerId, newId());
    const telemetry = new TelemetryService(new TimeseriesRepository(sqlite), new AttributeRepository(sqlite), new SubscriptionHub());
    const mails: MailMessage[] = [];
    const logs: string[] = [];
    const pending: Array<Promise<NodeOutput[]>> = [];
    const alarms = new AlarmService(sqlite);
    const boundary = new TenantBoundary(sqlite);
    const sandbox = new ScriptSandbox({ workers: 1 });
    await sandbox.start();
    const services: NodeServices = {
        tenantId,
        nodeId: newId(),
        ruleChainId: newId(),
        sqlite,
        telemetry,
        alarms,
        alarmRules: new DeviceProfileAlarmService(telemetry, alarms, sqlite),
        rpc: new DeviceRpcService(),
        serverRpc: new ServerRpcCalls(),
        mailer: { send: async (message: MailMessage) => void mails.push(message) } as unknown as Mailer,
        log: text => void logs.push(text),
        entity: ref => boundary.resolve(tenantId, ref),
        scripts: sandbox.forTenant(tenantId),
        replyToDevice: () => undefined,
        later: (_delayMs, outputs) => void pending.push(Promise.resolve(outputs)),
        detached: work => void pending.push(work()),
    };
    return {
        database,
        services,
        tenantId,
        customerId,
        deviceId,
        mails,
        logs,
        deferred: async () => (await Promise.all(pending.splice(0))).flat(),
        msg: input => newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceId }, data: '{"temperature":25}', metadata: { deviceName: 'Thermo 1' }, ...input }),
        close: async () => {
            await sandbox.stop();
            await database.close();
        },
    };
}
