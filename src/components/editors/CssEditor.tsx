import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EditorFrame } from './EditorFrame';
import type { LintMarker } from './jsFunction';
import { LazyMonaco } from './monaco/LazyMonaco';
import { TidyButton } from './TidyButton';
import { tidyBlocks } from './tidyBlocks';

export interface CssEditorProps {
    value: string;
    onChange(css: string): void;
    label?: string;
    height?: number;
    /** Invalid while the editor shows error annotations (part 2 §5.1). */
    onValidityChange?(valid: boolean): void;
}

/** CSS with a tidy button and a fullscreen toggle. */
export const CssEditor = ({ value, onChange, label, height, onValidityChange }: CssEditorProps) => {
    const translate = useTranslate();
    const [errors, setErrors] = useState<LintMarker[]>([]);
    return (
        <EditorFrame label={label ?? translate('widget.css')} invalid={errors.length > 0} height={height} actions={<TidyButton onClick={() => onChange(tidyBlocks(value))} />}>
            {editorHeight => (
                <LazyMonaco
                    value={value}
                    language="css"
                    height={editorHeight}
                    ariaLabel={label}
                    onChange={onChange}
                    onMarkers={markers => {
                        const found = markers.filter(marker => marker.severity === 'error');
                        setErrors(found);
                        onValidityChange?.(found.length === 0);
                    }}
                />
            )}
        </EditorFrame>
    );
};
