import type SqliteDatabase from 'better-sqlite3';
import * as initial from './001_initial';
import * as registry from './002_registry';
import * as listVersions from './003_list_versions';
import * as relationVersion from './004_relation_version';
import * as telemetry from './010_telemetry';
import * as telemetryRollup from './011_telemetry_rollup';
import * as alarms from './012_alarms';
import * as events from './013_events';
import * as auditLogs from './014_audit_logs';
import * as rpc from './015_rpc';
import * as ruleNodes from './016_rule_nodes';
import * as edgeEvents from './017_edge_events';
import * as apiUsage from './018_api_usage';
import * as widgetTypes from './019_widget_types';
import * as misc from './020_misc';
import * as passwordHistory from './021_password_history';
import * as ruleNodeState from './022_rule_node_state';
import * as revokedSessions from './023_revoked_sessions';
import * as documentDefaults from './024_document_defaults';
import * as entityVersions from './025_entity_versions';
import * as trash from './026_trash';
import * as delayedMessages from './027_delayed_messages';
import * as seriesDeletions from './028_series_deletions';

/** One schema step: plain SQL through the driver, run once in its own transaction. */
export interface Migration {
    up(sqlite: SqliteDatabase.Database): void;
}

/** Numbered migrations, applied in order; a released one is never edited, only followed. */
export const migrations: Record<string, Migration> = {
    '001_initial': initial,
    '002_registry': registry,
    '003_list_versions': listVersions,
    '004_relation_version': relationVersion,
    '010_telemetry': telemetry,
    '011_telemetry_rollup': telemetryRollup,
    '012_alarms': alarms,
    '013_events': events,
    '014_audit_logs': auditLogs,
    '015_rpc': rpc,
    '016_rule_nodes': ruleNodes,
    '017_edge_events': edgeEvents,
    '018_api_usage': apiUsage,
    '019_widget_types': widgetTypes,
    '020_misc': misc,
    '021_password_history': passwordHistory,
    '022_rule_node_state': ruleNodeState,
    '023_revoked_sessions': revokedSessions,
    '024_document_defaults': documentDefaults,
    '025_entity_versions': entityVersions,
    '026_trash': trash,
    '027_delayed_messages': delayedMessages,
    '028_series_deletions': seriesDeletions,
};
