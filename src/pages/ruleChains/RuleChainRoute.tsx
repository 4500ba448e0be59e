import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router';
import { ruleChains } from '../../../resources';
import type { RuleChainFields, RuleChainMetaData } from '../../components/ruleChain/ruleChainModel';
import { importedRuleChain } from '../../components/ruleChain/ruleChainExport';
import { ResourceCreate } from '../../generic/ResourceCreate';
import { httpClient } from '../../providers/http/httpClient';

/** The canvas (@xyflow/react, rjsf) loads only when a chain is opened. */
const RuleChainEditor = lazy(() => import('../../components/ruleChain/RuleChainEditor'));

const Spinner = () => (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress />
    </Box>
);

type Loaded = { ruleChain: RuleChainFields; metadata: RuleChainMetaData };

const SavedRuleChain = ({ ruleChainId }: { ruleChainId: string }) => {
    const translate = useTranslate();
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    const [failed, setFailed] = useState(false);
    // Each restore from the history starts the editor afresh on the restored chain.
    const [restores, setRestores] = useState(0);
    useEffect(() => {
        let current = true;
        setLoaded(null);
        Promise.all([
            httpClient.request<RuleChainFields>(`/api/ruleChain/${ruleChainId}`),
            httpClient.request<RuleChainMetaData>(`/api/ruleChain/${ruleChainId}/metadata`),
        ])
            .then(([ruleChain, metadata]) => current && setLoaded({ ruleChain, metadata }))
            .catch(() => current && setFailed(true));
        return () => {
            current = false;
        };
    }, [ruleChainId]);
    if (failed) return <Alert severity="error">{translate('rulechain.load-failed')}</Alert>;
    if (!loaded) return <Spinner />;
    return (
        <RuleChainEditor
            key={`${ruleChainId}:${restores}`}
            {...loaded}
            onRestored={({ document }) => {
                setLoaded(document as Loaded);
                setRestores(count => count + 1);
            }}
        />
    );
};

/**
 * /ruleChains/:ruleChainId opens the editor, /ruleChains/import the chain just imported. This route
 * outranks the registry resource's own `create` route, so `create` is served here too. It is part
 * of the console chunk (small, and ResourceCreate is there already); only the editor loads lazily.
 */
export const RuleChainRoute = () => {
    const { ruleChainId = '' } = useParams();
    if (ruleChainId === 'create') return <ResourceCreate resource={ruleChains} />;
    const imported = ruleChainId === 'import' ? importedRuleChain.peek() : null;
    if (ruleChainId === 'import' && !imported) return <Navigate to="/ruleChains" replace />;
    return <Suspense fallback={<Spinner />}>{imported ? <RuleChainEditor {...imported} /> : <SavedRuleChain ruleChainId={ruleChainId} />}</Suspense>;
};
