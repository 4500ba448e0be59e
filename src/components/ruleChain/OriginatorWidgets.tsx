import type { WidgetProps } from '@rjsf/utils';
import { EntityAutocomplete } from '../pickers/EntityAutocomplete';
import { EntityTypeSelect } from '../pickers/EntityTypeSelect';
import type { NodeFormContext } from './ScriptFieldWidget';

/** The entity types a generator may name as its messages' originator (ThingsBoard's list). */
export const ORIGINATOR_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT'] as const;

/** An originator's entity type, from those allowed. */
export const OriginatorTypeWidget = ({ value, onChange, label, disabled, readonly }: WidgetProps) => (
    <EntityTypeSelect
        value={typeof value === 'string' ? value : null}
        onChange={type => onChange(type ?? null)}
        allowedEntityTypes={ORIGINATOR_TYPES}
        label={label}
        disabled={disabled || readonly}
        size="small"
    />
);

/**
 * An entity of a node's configuration, searched by name: of the type `options.entityType` names
 * (a nested chain's rule chain), or of the type the form holds in `options.typeField` (an originator).
 */
export const OriginatorEntityWidget = ({ value, onChange, label, disabled, readonly, options, registry }: WidgetProps) => {
    const context = registry.formContext as NodeFormContext;
    const entityType = typeof options.entityType === 'string' ? options.entityType : context.configuration?.[String(options.typeField)];
    return (
        <EntityAutocomplete
            entityType={typeof entityType === 'string' ? entityType : null}
            value={typeof value === 'string' ? value : null}
            onChange={id => onChange(id ?? null)}
            label={label}
            disabled={disabled || readonly || typeof entityType !== 'string'}
            size="small"
        />
    );
};
