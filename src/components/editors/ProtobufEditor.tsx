import { EditorFrame } from './EditorFrame';
import { LazyMonaco } from './monaco/LazyMonaco';
import { TidyButton } from './TidyButton';
import { tidyBlocks } from './tidyBlocks';

/** Part 2 §9: 160 px when filling its container's height, else 200 px. */
export const PROTOBUF_FILL_MIN_HEIGHT = 160;
export const PROTOBUF_MIN_HEIGHT = 200;

export interface ProtobufEditorProps {
    value: string;
    onChange?(schema: string): void;
    label?: string;
    readOnly?: boolean;
    fillHeight?: boolean;
}

/** A .proto schema editor with tidy; read-only it is the protobuf content viewer. */
export const ProtobufEditor = ({ value, onChange, label, readOnly, fillHeight }: ProtobufEditorProps) => (
    <EditorFrame
        label={label}
        height={fillHeight ? PROTOBUF_FILL_MIN_HEIGHT : PROTOBUF_MIN_HEIGHT}
        actions={!readOnly && onChange && <TidyButton onClick={() => onChange(tidyBlocks(value))} />}
    >
        {editorHeight => <LazyMonaco value={value} language="protobuf" readOnly={readOnly} height={editorHeight} ariaLabel={label} onChange={onChange} />}
    </EditorFrame>
);

/** The protobuf content viewer: the editor, read-only. */
export const ProtobufViewer = ({ value, label }: { value: string; label?: string }) => <ProtobufEditor value={value} label={label} readOnly />;
