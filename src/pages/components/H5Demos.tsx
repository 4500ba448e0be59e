import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ColorPickerDialog } from '../../components/dialogs/ColorPickerDialog';
import { ComingSoonDialog } from '../../components/dialogs/ComingSoonDialog';
import { dialogStore } from '../../components/dialogs/dialogStore';
import { JsonEditDialog } from '../../components/dialogs/JsonEditDialog';
import { MaterialIconDialog } from '../../components/dialogs/MaterialIconDialog';
import { CssEditor } from '../../components/editors/CssEditor';
import { JsFuncEditor } from '../../components/editors/JsFuncEditor';
import { JsonContentEditor } from '../../components/editors/JsonContentEditor';
import { JsonObjectEditor } from '../../components/editors/JsonObjectEditor';
import { JsonObjectViewer } from '../../components/editors/JsonObjectViewer';
import { ProtobufEditor } from '../../components/editors/ProtobufEditor';
import { TypedValueInput } from '../../components/inputs/TypedValueInput';
import { Demo, DemoSection } from './Demo';

type OpenDialog = 'color' | 'json' | 'icon' | 'soon' | null;

const PROTO = 'syntax = "proto3";\npackage telemetry;\nmessage SensorData { double temperature = 1; double humidity = 2; }';

/** The dialogs, editors and inputs of the other half of issue #6. */
export const H5Demos = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState<OpenDialog>(null);
    const [lastResult, setLastResult] = useState<unknown>(null);
    const [color, setColor] = useState('#305680');
    const [json, setJson] = useState<unknown>({ temperature: 21.5, unit: 'C' });
    const [icon, setIcon] = useState<string | null>('home');
    const [content, setContent] = useState('{\n    "mode": "auto"\n}');
    const [objectValue, setObjectValue] = useState<unknown>({ threshold: 30, enabled: true });
    const [script, setScript] = useState('return msg.temperature > 20;');
    const [css, setCss] = useState('.card { color: #305680; padding: 8px; }');
    const [proto, setProto] = useState(PROTO);
    const [typedValue, setTypedValue] = useState<unknown>(42);

    const close = (result: unknown) => {
        setLastResult(result);
        setOpen(null);
    };

    return (
        <>
            <DemoSection title={translate('components.dialogs')}>
                <Demo title="Alert, confirm, colour, JSON, icon and coming-soon dialogs" value={lastResult} size="full">
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Button variant="outlined" onClick={() => void dialogStore.alert('Alert', 'Something <b>happened</b>.').then(setLastResult)}>Alert</Button>
                        <Button variant="outlined" onClick={() => void dialogStore.confirm('Confirm', 'Delete the device?').then(setLastResult)}>Confirm</Button>
                        <Button variant="outlined" onClick={() => setOpen('color')}>Colour ({color})</Button>
                        <Button variant="outlined" onClick={() => setOpen('json')}>JSON</Button>
                        <Button variant="outlined" onClick={() => setOpen('icon')}>Icon ({icon})</Button>
                        <Button variant="outlined" onClick={() => setOpen('soon')}>Coming soon</Button>
                    </Stack>
                    {open === 'color' && <ColorPickerDialog color={color} onClose={picked => { if (picked) setColor(picked); close(picked); }} />}
                    {open === 'json' && <JsonEditDialog value={json} onClose={edited => { if (edited !== undefined) setJson(edited); close(edited); }} />}
                    {open === 'icon' && <MaterialIconDialog icon={icon} onClose={picked => { if (picked) setIcon(picked); close(picked); }} />}
                    {open === 'soon' && <ComingSoonDialog onClose={() => close(true)} />}
                </Demo>
            </DemoSection>
            <DemoSection title={translate('components.editors')}>
                <Demo size="half" title="JsonContentEditor" value={content}>
                    <JsonContentEditor value={content} onChange={setContent} label="Content" validateOnChange />
                </Demo>
                <Demo size="half" title="JsonObjectEditor" value={objectValue}>
                    <JsonObjectEditor value={objectValue} onChange={change => change.valid && setObjectValue(change.value)} label="Object" required />
                </Demo>
                <Demo size="half" title="JsonObjectViewer">
                    <JsonObjectViewer value={objectValue} label="Viewer" />
                </Demo>
                <Demo size="half" title="JsFuncEditor" value={script}>
                    <JsFuncEditor value={script} onChange={setScript} argNames={['msg', 'metadata', 'msgType']} argSets={[[{ temperature: 25 }, {}, 'POST_TELEMETRY_REQUEST']]} resultType="boolean" />
                </Demo>
                <Demo size="half" title="CssEditor">
                    <CssEditor value={css} onChange={setCss} label="CSS" />
                </Demo>
                <Demo size="half" title="ProtobufEditor">
                    <ProtobufEditor value={proto} onChange={setProto} label="Schema" />
                </Demo>
            </DemoSection>
            <DemoSection title={translate('components.inputs')}>
                <Demo title="TypedValueInput" value={typedValue}>
                    <TypedValueInput value={42} onChange={setTypedValue} />
                </Demo>
            </DemoSection>
        </>
    );
};
