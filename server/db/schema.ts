/**
 * Row types of the SQLite tables, for the repositories that read them. JSON columns hold text; booleans are 0/1.
 * Column names follow ThingsBoard's own SQL schema where it has one.
 */
export interface MetaTable {
    key: string;
    value: string;
}

export interface AdminSettingsTable {
    id: string;
    created_time: number;
    tenant_id: string;
    key: string;
    json_value: string;
}

export interface TenantProfileTable {
    id: string;
    created_time: number;
    name: string;
    description: string | null;
    is_default: number;
    isolated_tb_core: number;
    isolated_tb_rule_engine: number;
    profile_data: string;
}

interface ContactColumns {
    country: string | null;
    state: string | null;
    city: string | null;
    address: string | null;
    address2: string | null;
    zip: string | null;
    phone: string | null;
    email: string | null;
}

export interface TenantTable extends ContactColumns {
    id: string;
    created_time: number;
    title: string;
    region: string;
    tenant_profile_id: string;
    additional_info: string | null;
}

export interface CustomerTable extends ContactColumns {
    id: string;
    created_time: number;
    tenant_id: string;
    title: string;
    is_public: number;
    additional_info: string | null;
}

export interface UserTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    email: string;
    authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';
    first_name: string | null;
    last_name: string | null;
    additional_info: string | null;
}

export interface UserCredentialsTable {
    id: string;
    created_time: number;
    user_id: string;
    enabled: number;
    /** argon2 hash; null until the user activates the account. */
    password: string | null;
    activate_token: string | null;
    reset_token: string | null;
    /** Epoch ms of the last password change, for the password expiration policy. */
    password_changed_at: number | null;
    /** Tokens issued before this epoch-ms time are refused (password change, reset, disable). */
    tokens_outdated_at: number | null;
    failed_login_attempts: number;
    /** JSON {"<epoch ms>": "<hash>"}: the passwords set and when, for the reuse policy. */
    password_history: string | null;
}

export interface DeviceProfileTable {
    id: string;
    created_time: number;
    tenant_id: string;
    name: string;
    description: string | null;
    image: string | null;
    is_default: number;
    type: string;
    transport_type: string;
    provision_type: string;
    provision_device_key: string | null;
    default_rule_chain_id: string | null;
    default_dashboard_id: string | null;
    default_queue_name: string | null;
    firmware_id: string | null;
    software_id: string | null;
    profile_data: string;
}

export interface DeviceTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    device_profile_id: string;
    name: string;
    type: string;
    label: string | null;
    device_data: string | null;
    firmware_id: string | null;
    software_id: string | null;
    additional_info: string | null;
}

export interface DeviceCredentialsTable {
    id: string;
    created_time: number;
    device_id: string;
    credentials_type: string;
    credentials_id: string;
    credentials_value: string | null;
}

export interface RuleChainTable {
    id: string;
    created_time: number;
    tenant_id: string;
    name: string;
    type: 'CORE' | 'EDGE';
    first_rule_node_id: string | null;
    root: number;
    debug_mode: number;
    configuration: string | null;
    additional_info: string | null;
    /** Legacy (3.2) links from a node to another chain, as JSON; null when none. */
    rule_chain_connections?: string | null;
}

export interface RuleNodeTable {
    id: string;
    created_time: number;
    rule_chain_id: string;
    /** Position in the chain's metadata `nodes` array. */
    node_index: number;
    type: string;
    name: string;
    debug_mode: number;
    configuration: string | null;
    additional_info: string | null;
}

/** A rule node's state kept across restarts (a generator's count of messages sent), as JSON. */
export interface RuleNodeStateTable {
    rule_node_id: string;
    state_data: string;
}

/** A sign-in session ended by a logout; its tokens are refused until they would have expired. */
export interface RevokedSessionTable {
    session_id: string;
    expires_at: number;
}

export interface RuleNodeConnectionTable {
    rule_chain_id: string;
    from_index: number;
    to_index: number;
    type: string;
    /** Order of the connection in the saved metadata. */
    position?: number;
}

export interface DashboardTable {
    id: string;
    created_time: number;
    tenant_id: string;
    title: string;
    image: string | null;
    assigned_customers: string | null;
    mobile_hide: number;
    mobile_order: number | null;
    configuration: string | null;
}

export interface AttributeKvTable {
    entity_type: string;
    entity_id: string;
    attribute_type: 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';
    attribute_key: string;
    bool_v: number | null;
    str_v: string | null;
    long_v: number | null;
    dbl_v: number | null;
    json_v: string | null;
    last_update_ts: number;
}

export interface Database extends RegistryTables {
    rpc: RpcTable;
    meta: MetaTable;
    admin_settings: AdminSettingsTable;
    tenant_profile: TenantProfileTable;
    tenant: TenantTable;
    customer: CustomerTable;
    tb_user: UserTable;
    user_credentials: UserCredentialsTable;
    device_profile: DeviceProfileTable;
    device: DeviceTable;
    device_credentials: DeviceCredentialsTable;
    rule_chain: RuleChainTable;
    rule_node: RuleNodeTable;
    rule_node_connection: RuleNodeConnectionTable;
    rule_node_state: RuleNodeStateTable;
    revoked_session: RevokedSessionTable;
    dashboard: DashboardTable;
    attribute_kv: AttributeKvTable;
    event: EventTable;
    audit_log: AuditLogTable;
    alarm: AlarmTable;
    entity_alarm: EntityAlarmTable;
}

export interface AssetTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    name: string;
    type: string;
    label: string | null;
    additional_info: string | null;
}

export interface EntityViewTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    entity_id: string;
    entity_type: string;
    name: string;
    type: string;
    keys: string | null;
    start_ts: number;
    end_ts: number;
    additional_info: string | null;
}

export interface EdgeTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    root_rule_chain_id: string | null;
    name: string;
    type: string;
    label: string | null;
    routing_key: string;
    secret: string;
    additional_info: string | null;
}

export interface OtaPackageTable {
    id: string;
    created_time: number;
    tenant_id: string;
    device_profile_id: string;
    type: string;
    title: string;
    version: string;
    tag: string | null;
    url: string | null;
    has_data: number;
    file_name: string | null;
    content_type: string | null;
    checksum_algorithm: string | null;
    checksum: string | null;
    data: Buffer | null;
    data_size: number | null;
    additional_info: string | null;
}

export interface TbResourceTable {
    id: string;
    created_time: number;
    tenant_id: string;
    title: string;
    resource_type: string;
    resource_key: string;
    file_name: string;
    /** base64 */
    data: string;
}

export interface WidgetsBundleTable {
    id: string;
    created_time: number;
    tenant_id: string;
    alias: string;
    title: string;
    image: string | null;
    description: string | null;
}

export interface WidgetTypeTable {
    id: string;
    created_time: number;
    tenant_id: string;
    bundle_alias: string;
    alias: string;
    name: string;
    image: string | null;
    description: string | null;
    descriptor: string;
}

export interface RelationTable {
    from_id: string;
    from_type: string;
    to_id: string;
    to_type: string;
    relation_type_group: string;
    relation_type: string;
    additional_info: string | null;
}

/** The tables of migration 002, merged into the database type. */
export interface RegistryTables {
    asset: AssetTable;
    entity_view: EntityViewTable;
    edge: EdgeTable;
    ota_package: OtaPackageTable;
    tb_resource: TbResourceTable;
    widgets_bundle: WidgetsBundleTable;
    widget_type: WidgetTypeTable;
    relation: RelationTable;
}

/** Migration 012: an alarm (reference §1.9); the ts columns are 0 when unset. */
export interface AlarmTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    type: string;
    originator_id: string;
    originator_type: string;
    severity: string;
    status: string;
    start_ts: number;
    end_ts: number;
    ack_ts: number;
    clear_ts: number;
    /** JSON text, or null. */
    details: string | null;
    propagate: number;
    propagate_to_owner: number;
    propagate_to_tenant: number;
    /** JSON array of relation types, or null. */
    propagate_relation_types: string | null;
}

/** Migration 012: an entity that sees an alarm (its originator or a propagation target). */
export interface EntityAlarmTable {
    tenant_id: string;
    entity_type: string;
    entity_id: string;
    created_time: number;
    alarm_type: string;
    customer_id: string;
    alarm_id: string;
}

/** Migration 013: an entity event (reference §1.9); `body` holds its type-specific JSON. */
export interface EventTable {
    id: string;
    created_time: number;
    tenant_id: string;
    entity_type: string;
    entity_id: string;
    event_type: string;
    event_uid: string;
    body: string;
}

/** Migration 014: an audit log entry (reference §1.9); `action_data` holds JSON. */
export interface AuditLogTable {
    id: string;
    created_time: number;
    tenant_id: string;
    customer_id: string;
    entity_id: string | null;
    entity_type: string | null;
    entity_name: string | null;
    user_id: string;
    user_name: string | null;
    action_type: string;
    action_data: string;
    action_status: string;
    action_failure_details: string | null;
}

/** Migration 015: a persistent RPC call; `request`, `response` and `additional_info` hold JSON text. */
export interface RpcTable {
    id: string;
    created_time: number;
    tenant_id: string;
    device_id: string;
    expiration_time: number;
    request: string;
    response: string | null;
    additional_info: string | null;
    status: 'QUEUED' | 'SENT' | 'DELIVERED' | 'SUCCESSFUL' | 'TIMEOUT' | 'EXPIRED' | 'FAILED';
}
