import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { CssEditor } from '../../components/editors/CssEditor';
import { EditorFrame } from '../../components/editors/EditorFrame';
import { JsonContentEditor } from '../../components/editors/JsonContentEditor';
import { LazyMonaco } from '../../components/editors/monaco/LazyMonaco';
import type { WidgetTypeDescriptor } from '../../dashboard/runtime/custom/widgetFrameDocument';
import { ResourcesEditor } from './ResourcesEditor';
import { useHtmlLanguage } from './useHtmlLanguage';

type JsonField = 'settingsSchema' | 'dataKeySettingsSchema' | 'defaultConfig';

/** The editor's tabs, in ThingsBoard's order; the JSON ones edit one descriptor text each. */
export const EDITOR_TABS = [
    { id: 'resources', label: 'widget.resources' },
    { id: 'html', label: 'widget.html' },
    { id: 'css', label: 'widget.css' },
    { id: 'javascript', label: 'widget.javascript' },
    { id: 'settings-schema', label: 'widget.settings-schema', field: 'settingsSchema' },
    { id: 'datakey-settings-schema', label: 'widget.datakey-settings-schema', field: 'dataKeySettingsSchema' },
    { id: 'default-config', label: 'widget.default-config', field: 'defaultConfig' },
] as const satisfies ReadonlyArray<{ id: string; label: string; field?: JsonField }>;

export type EditorTabId = (typeof EDITOR_TABS)[number]['id'];

interface Props {
    tab: EditorTabId;
    descriptor: WidgetTypeDescriptor;
    onChange(change: Partial<WidgetTypeDescriptor>): void;
    /** Height of the editor area under the tabs. */
    height: number;
}

/** The editor of the selected tab; every code editor is Monaco, loaded with the first one shown. */
export const DescriptorTabPanel = ({ tab, descriptor, onChange, height }: Props) => {
    const translate = useTranslate();
    const htmlReady = useHtmlLanguage();
    const editorHeight = height - 40 - 2;
    const selected = EDITOR_TABS.find(candidate => candidate.id === tab)!;
    const frame = { p: 1.5 } as const;

    if (tab === 'resources') {
        return (
            <Box sx={{ height, overflow: 'auto' }}>
                <ResourcesEditor value={descriptor.resources ?? []} onChange={resources => onChange({ resources })} />
            </Box>
        );
    }
    if (tab === 'css') {
        return (
            <Box sx={frame}>
                <CssEditor value={descriptor.templateCss ?? ''} onChange={templateCss => onChange({ templateCss })} height={editorHeight - 24} />
            </Box>
        );
    }
    if (tab === 'html' || tab === 'javascript') {
        const html = tab === 'html';
        return (
            <Box sx={frame}>
                <EditorFrame label={translate(selected.label)} height={editorHeight - 24}>
                    {fill =>
                        html && !htmlReady ? (
                            <Box sx={{ height: fill, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                                <CircularProgress size={20} />
                            </Box>
                        ) : (
                            <LazyMonaco
                                key={tab}
                                value={(html ? descriptor.templateHtml : descriptor.controllerScript) ?? ''}
                                language={html ? 'html' : 'javascript'}
                                height={fill}
                                ariaLabel={translate(selected.label)}
                                // The controller script is a function body of `self`, as the frame compiles it.
                                lint={html ? undefined : { argNames: ['self'], undefinedCheck: false }}
                                onChange={text => onChange(html ? { templateHtml: text } : { controllerScript: text })}
                            />
                        )
                    }
                </EditorFrame>
            </Box>
        );
    }
    const field = (selected as { field: JsonField }).field;
    return (
        <Box sx={frame}>
            <JsonContentEditor key={field} label={translate(selected.label)} value={descriptor[field] ?? ''} onChange={text => onChange({ [field]: text })} validateOnChange height={editorHeight - 24} />
        </Box>
    );
};
