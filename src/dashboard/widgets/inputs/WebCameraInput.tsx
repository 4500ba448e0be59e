import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { InputFrame } from './InputFrame';
import { InputResult } from './InputResult';
import { inputTargetOf, writeTargetOfKey } from './inputTarget';
import { useEntityWrite } from './useEntityWrite';

type Settings = Record<string, unknown>;
const positive = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

/** The photo's format and size from the settings: JPEG, PNG or WebP at a quality of 0…1, within maxWidth × maxHeight. */
export function photoOptionsOf(settings: Settings) {
    const format = ['image/jpeg', 'image/png', 'image/webp'].includes(String(settings.imageFormat)) ? String(settings.imageFormat) : 'image/png';
    return { format, quality: Math.min(1, positive(settings.imageQuality, 0.92)), maxWidth: positive(settings.maxWidth, 640), maxHeight: positive(settings.maxHeight, 480) };
}

/** A frame of the video as a data URL, scaled down to fit the maximum size. */
function takePhoto(video: HTMLVideoElement, options: ReturnType<typeof photoOptionsOf>): string {
    const scale = Math.min(1, options.maxWidth / video.videoWidth, options.maxHeight / video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL(options.format, options.quality);
}

/**
 * ThingsBoard's Photo camera input: the browser's camera, a photo taken on request and saved as the
 * first key of the widget's entity (a time-series point, or a server attribute), in the format,
 * quality and size of the settings. Without a camera (or permission) it says so.
 */
export const WebCameraInput = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const target = inputTargetOf(snapshot);
    const video = useRef<HTMLVideoElement>(null);
    const [camera, setCamera] = useState<'starting' | 'on' | 'none'>('starting');
    const [photo, setPhoto] = useState<string | null>(null);
    const { saving, result, write, clearResult } = useEntityWrite();
    useEffect(() => {
        if (!navigator.mediaDevices?.getUserMedia) {
            setCamera('none');
            return;
        }
        let stream: MediaStream | null = null;
        let current = true;
        navigator.mediaDevices.getUserMedia({ video: true, audio: false }).then(
            media => {
                stream = media;
                if (!current || !video.current) return media.getTracks().forEach(track => track.stop());
                video.current.srcObject = media;
                setCamera('on');
            },
            () => current && setCamera('none'),
        );
        return () => {
            current = false;
            stream?.getTracks().forEach(track => track.stop());
        };
    }, []);
    const save = async () => {
        if (!target || !photo) return;
        if (await write(target.entity, [[writeTargetOfKey(target.dataKey, 'SERVER_SCOPE'), { [target.dataKey.name]: photo }]])) setPhoto(null);
    };
    return (
        <InputFrame title={typeof settings.widgetTitle === 'string' ? settings.widgetTitle : ''} hasEntity={Boolean(target)} loading={snapshot.loading}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minHeight: 0 }}>
                <Box sx={{ width: 160, height: 120, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
                    {photo ? <img src={photo} alt={translate('widgets.input.photo')} style={{ maxWidth: '100%', maxHeight: '100%' }} /> : <video ref={video} autoPlay playsInline muted style={{ width: '100%', height: '100%', objectFit: 'cover', display: camera === 'on' ? 'block' : 'none' }} />}
                    {!photo && camera === 'none' && <PhotoCameraIcon color="disabled" />}
                </Box>
                <Stack spacing={0.75}>
                    {camera === 'none' ? (
                        <Typography variant="body2" color="text.secondary">{translate('widgets.input.no-camera')}</Typography>
                    ) : photo ? (
                        <Stack direction="row" spacing={1}>
                            <Button size="small" variant="contained" disabled={saving} onClick={() => void save()}>{translate('action.update')}</Button>
                            <Button size="small" disabled={saving} onClick={() => setPhoto(null)}>{translate('action.undo')}</Button>
                        </Stack>
                    ) : (
                        <Button size="small" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={camera !== 'on'} onClick={() => { clearResult(); if (video.current) setPhoto(takePhoto(video.current, photoOptionsOf(settings))); }}>
                            {translate('widgets.input.take-photo')}
                        </Button>
                    )}
                    {settings.showResultMessage !== false && <Typography variant="caption"><InputResult result={result} /></Typography>}
                </Stack>
            </Stack>
        </InputFrame>
    );
};
