import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from './SchemaForm';

// The schema-form renderer loads lazily and locally (part2 §7), only when a transport needs it.
const SchemaForm = lazy(() => import('./SchemaForm'));

export const LazySchemaForm = (props: SchemaFormProps) => (
    <Suspense fallback={<CircularProgress size={20} />}>
        <SchemaForm {...props} />
    </Suspense>
);
