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
import { CheckboxInput } from '../../components/inputs/CheckboxInput';
import { FileInput } from '../../components/inputs/FileInput';
import { ImageInput } from '../../components/inputs/ImageInput';
import { JsonFormInput } from '../../components/inputs/JsonFormInput';
import { JsonToStringInput } from '../../components/inputs/JsonToStringInput';
import { KeysListInput } from '../../components/inputs/KeysListInput';
import { KeyValueMapInput } from '../../components/inputs/KeyValueMapInput';
import { SubtypeListInput } from '../../components/inputs/SubtypeListInput';
import { TypedValueInput } from '../../components/inputs/TypedValueInput';
import { Demo, DemoSection } from './Demo';

type OpenDialog = 'color' | 'json' | 'icon' | 'soon' | null;

const FORM_SCHEMA = {
    type: 'object' as const,
    required: ['name'],
    properties: {
        name: { type: 'string' as const, title: 'Name', maxLength: 20 },
        mode: { type: 'string' as const, title: 'Mode', enum: ['auto', 'manual'] },
        threshold: { type: 'number' as const, title: 'Threshold', minimum: 0, maximum: 100 },
        enabled: { type: 'boolean' as const, title: 'Enabled' },
    },
};

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
    const [map, setMap] = useState<Record<string, string>>({ unit: 'C', location: 'Boiler room' });
    const [keys, setKeys] = useState<string[]>(['temperature', 'humidity']);
    const [deviceTypes, setDeviceTypes] = useState<string[]>(['default']);
    const [checked, setChecked] = useState<'on' | 'off'>('on');
    const [jsonText, setJsonText] = useState('{"a": 1}');
    const [file, setFile] = useState<{ fileName: string; size: number } | null>(null);
    const [image, setImage] = useState<string | null>(null);
    const [formModel, setFormModel] = useState<unknown>({ name: 'Pump', mode: 'auto' });

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
                <Demo title="KeyValueMapInput" value={map}>
                    <KeyValueMapInput value={map} onChange={next => setMap(next)} label="Headers" />
                </Demo>
                <Demo title="KeysListInput + SubtypeListInput" value={{ keys, deviceTypes }}>
                    <KeysListInput value={keys} onChange={setKeys} label="Keys" required />
                    <SubtypeListInput value={deviceTypes} onChange={setDeviceTypes} label="Device types" singular="device" />
                </Demo>
                <Demo title="CheckboxInput + JsonToStringInput" value={{ checked, jsonText }}>
                    <CheckboxInput<'on' | 'off'> value={checked} onChange={setChecked} label="Custom values" trueValue="on" falseValue="off" />
                    <JsonToStringInput value={jsonText} onChange={text => setJsonText(text)} label="JSON as text" />
                </Demo>
                <Demo title="FileInput" value={file}>
                    <FileInput label="Configuration file" extensions="json,csv" fileName={file?.fileName ?? null} onFile={picked => setFile({ fileName: picked.fileName, size: picked.content.length })} onClear={() => setFile(null)} />
                </Demo>
                <Demo title="ImageInput" value={image ? `${image.slice(0, 30)}…` : null}>
                    <ImageInput value={image} onChange={setImage} label="Image" maxSizeBytes={100_000} />
                </Demo>
                <Demo size="half" title="JsonFormInput" value={formModel}>
                    <JsonFormInput value={{ schema: FORM_SCHEMA, model: { name: 'Pump', mode: 'auto' } }} onChange={model => setFormModel(model)} />
                </Demo>
            </DemoSection>
        </>
    );
};
