import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { RegistryMeta } from '../providers/data/createRegistryDataProvider';

/**
 * What the registry cannot express, per resource: hand-made pieces the generic views mount
 * in their slots. Never a fork of a generic view.
 */
export interface ResourceOverrides {
    /** Buttons of one row and of the details toolbar (record context). */
    actions?: ComponentType;
    /** Inputs appended to the create and edit forms. */
    formExtras?: ComponentType<{ mode: 'create' | 'edit' }>;
    /**
     * Replaces the generic inputs of the create and edit views when a document is richer
     * than its fields (a device profile's stepper and tabs); saves through the view's save context.
     */
    form?: ComponentType<{ mode: 'create' | 'edit' }>;
    /**
     * Replaces the generic input (form) and display (details page) of single fields whose value is
     * a document with a form of its own (a tenant profile's limits), keyed by field source.
     */
    fieldInputs?: Readonly<Record<string, ComponentType<{ source: string }>>>;
    fieldDisplays?: Readonly<Record<string, ComponentType<{ source: string }>>>;
    /**
     * Creates in a dialog over the list instead of a page (a device's wizard, as ThingsBoard's):
     * the list's Create button and the create route open it. `parent` is the customer a nested
     * list creates for; `onCreated` closes it and shows the list with the new entity.
     */
    createDialog?: ComponentType<{ onClose(): void; onCreated(record: { id: { id: string } }): void; customerId?: string | null }>;
    /** Values a new entity starts with (an edge's generated routing key and secret). */
    createDefaults?: () => Record<string, unknown>;
    /** Query parameters of the create call (`sendActivationMail`). */
    createMeta?: RegistryMeta;
    /** Default values a nested list's create form starts with, per parent (a tenant's admins). */
    nestedCreateDefaults?: (parent: 'tenants' | 'customers') => Record<string, unknown>;
    /** Buttons beside the list's create button (a rule chain import). */
    listActions?: ComponentType;
    /** Where a click on a row goes instead of the details page (a rule chain opens its editor). */
    rowLink?: (record: RaRecord) => string;
    /** Runs after a save with the values the form held (OTA file upload). */
    afterSave?: (record: RaRecord, values: Record<string, unknown>) => Promise<void>;
    /**
     * Tabs of the details page after the details tab and before the data tabs, for a document
     * ThingsBoard shows in parts (a device profile's transport, alarm rules and provisioning).
     */
    showTabs?: ReadonlyArray<{ path: string; label: string; content: ComponentType }>;
}
