import { schemaValidator as validator } from '../../schemaForms/schemaValidator';
import type { TransportConfiguration, TransportType } from '../profileModel';
import { schemaOf } from './profileSchema';

/** Transports whose settings are schema forms, with the definition that checks them. */
const SCHEMA_OF_TRANSPORT: Readonly<Partial<Record<TransportType, string>>> = {
    LWM2M: 'Lwm2mTransportConfiguration',
    SNMP: 'SnmpTransportConfiguration',
};

/**
 * The schema form errors of a transport's settings, checked as the form shows them (the same
 * validator and schema), so an SNMP or LwM2M error keeps the step from completing.
 */
export const transportSchemaErrors = (configuration: TransportConfiguration): string[] => {
    const definition = SCHEMA_OF_TRANSPORT[configuration.type];
    if (!definition) return [];
    return validator.validateFormData(configuration, schemaOf(definition)).errors.map(error => error.stack);
};
