import { createContext, useContext } from 'react';
import type { NodeCategory } from './ruleChainModel';

/** What drawn nodes need from the editor: their category and the one-click debug toggle. */
export interface RuleChainEditorContextValue {
    categoryOfClass(clazz: string | undefined): NodeCategory;
    /** The component's name ("save timeseries"), or the short class name of an unknown class. */
    kindOfClass(clazz: string | undefined): string;
    toggleDebug(nodeId: string): void;
    openNode(nodeId: string): void;
    readOnly: boolean;
}

export const RuleChainEditorContext = createContext<RuleChainEditorContextValue | null>(null);

export const useRuleChainEditor = () => {
    const value = useContext(RuleChainEditorContext);
    if (!value) throw new Error('useRuleChainEditor outside RuleChainEditorContext');
    return value;
};
