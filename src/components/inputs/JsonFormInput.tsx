import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { jsonFormValueOf, type JsonFormValue } from './jsonFormValue';

// The schema-form renderer and its validator load with the first form shown (part 2 §7).
const JsonFormView = lazy(() => import('./JsonFormView'));

export interface JsonFormInputProps {
    /** Schema and model; form, groupInfoes and model get their defaults when missing. */
    value?: Partial<JsonFormValue> | null;
    /** Every edit: the model (empty strings unset) and whether it satisfies the schema. */
    onChange(model: Record<string, unknown>, valid: boolean): void;
    disabled?: boolean;
}

/** A form built from a JSON schema. */
export const JsonFormInput = ({ value, ...props }: JsonFormInputProps) => (
    <Suspense fallback={<CircularProgress size={20} />}>
        <JsonFormView {...props} value={jsonFormValueOf(value)} />
    </Suspense>
);
