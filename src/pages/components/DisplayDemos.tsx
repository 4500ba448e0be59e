import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Contact } from '../../components/display/contact';
import { ContactForm } from '../../components/display/ContactForm';
import { CopyButton } from '../../components/display/CopyButton';
import { CopyrightFooter } from '../../components/display/CopyrightFooter';
import { DateTimeInput } from '../../components/display/DateTimeInput';
import { DraggableChipList } from '../../components/display/DraggableChipList';
import { FabSpeedDial } from '../../components/display/FabSpeedDial';
import { formatFileSize } from '../../components/display/fileSize';
import { FullscreenBox } from '../../components/display/FullscreenBox';
import { FullscreenToggle } from '../../components/display/FullscreenToggle';
import { HelpLinkButton } from '../../components/display/HelpLinkButton';
import { HelpPopup } from '../../components/display/HelpPopup';
import { HistoryPlayback } from '../../components/display/HistoryPlayback';
import { InfoPopover } from '../../components/display/InfoPopover';
import { LedLight } from '../../components/display/LedLight';
import { MarkdownView } from '../../components/display/MarkdownView';
import type { NavTreeNode } from '../../components/display/navTree';
import { NavTree } from '../../components/display/NavTree';
import type { TimePeriod } from '../../components/display/period';
import { PeriodPicker } from '../../components/display/PeriodPicker';
import { ProductLogo } from '../../components/display/ProductLogo';
import { SocialSharePanel } from '../../components/display/SocialSharePanel';
import { Demo, DemoSection } from './Demo';

const HOUR = 60 * 60 * 1000;
const TREE: NavTreeNode[] = [
    {
        id: 'plant',
        text: 'Plant',
        children: [
            { id: 'boiler', text: 'Boiler room', children: [{ id: 'pump-1', text: 'Pump 1' }, { id: 'pump-2', text: 'Pump 2' }] },
            { id: 'office', text: 'Office' },
        ],
    },
    { id: 'store', text: 'Warehouse' },
];
const HELP = '## Device help\n\nA **device** sends telemetry. Placeholders like `{{deviceName}}` show as written.';

export const DisplayDemos = () => {
    const translate = useTranslate();
    const [ledOn, setLedOn] = useState(true);
    const [chips, setChips] = useState(['temperature', 'humidity', 'pressure', 'voltage']);
    const [playbackTime, setPlaybackTime] = useState<number | null>(null);
    const [playbackStart] = useState(() => Date.now() - HOUR);
    const [treeSearch, setTreeSearch] = useState('');
    const [node, setNode] = useState<string | null>(null);
    const [contact, setContact] = useState<Contact>({ country: 'Germany', city: 'Berlin', zip: '10115' });
    const [period, setPeriod] = useState<TimePeriod | null>(null);
    const [moment, setMoment] = useState<number | null>(() => Date.now());
    const [fullscreen, setFullscreen] = useState(false);

    return (
        <DemoSection title={translate('components.display')}>
            <Demo title="LedLight" value={ledOn}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <LedLight colorOn="#4caf50" colorOff="#b71c1c" enabled={ledOn} />
                    <LedLight size={80} colorOn="#ffca3d" colorOff="#607d8b" enabled={ledOn} />
                    <FormControlLabel control={<Switch checked={ledOn} onChange={event => setLedOn(event.target.checked)} />} label="enabled" />
                </Stack>
            </Demo>
            <Demo title="CopyButton">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontFamily: 'monospace' }}>784f394c-42b6-435a-983c-b7beff2784f9</Typography>
                    <CopyButton text="784f394c-42b6-435a-983c-b7beff2784f9" />
                </Stack>
            </Demo>
            <Demo title="ProductLogo + CopyrightFooter + FullscreenToggle">
                <ProductLogo />
                <CopyrightFooter />
                <Box>
                    <FullscreenToggle />
                </Box>
            </Demo>
            <Demo title="MarkdownView">
                <MarkdownView data={HELP} />
            </Demo>
            <Demo title="HelpLinkButton + HelpPopup + InfoPopover">
                <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, '& button': { whiteSpace: 'nowrap' } }}>
                    <HelpLinkButton helpLinkId="devices" />
                    <HelpPopup helpContent={HELP} />
                    <HelpPopup helpContent={HELP} triggerText="Help text" />
                    <InfoPopover content="Shown on hover after 0.3 s" mouseEnterDelay={0.3}>
                        <Button size="small">Hover me</Button>
                    </InfoPopover>
                    <InfoPopover content="Click again or outside to close" trigger="click" placement="bottomLeft" showCloseButton>
                        <Button size="small">Click me</Button>
                    </InfoPopover>
                </Stack>
            </Demo>
            <Demo title="FabSpeedDial">
                <Box sx={{ position: 'relative', height: 180 }}>
                    <Box sx={{ position: 'absolute', bottom: 0, right: 0 }}>
                        <FabSpeedDial ariaLabel="Actions" actions={[{ name: 'Add', icon: <Add />, onClick: () => undefined }, { name: 'Edit', icon: <Edit />, onClick: () => undefined }]} />
                    </Box>
                </Box>
            </Demo>
            <Demo title="FullscreenBox" value={fullscreen}>
                <FullscreenBox fullscreen={fullscreen} onFullscreenChange={setFullscreen}>
                    <Stack spacing={1} sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
                        <Typography>{fullscreen ? 'Full page' : 'In place'}</Typography>
                        <Button variant="outlined" size="small" onClick={() => setFullscreen(current => !current)} sx={{ alignSelf: 'flex-start' }}>
                            {translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
                        </Button>
                    </Stack>
                </FullscreenBox>
            </Demo>
            <Demo title="DraggableChipList" value={chips}>
                <DraggableChipList items={chips} labelOf={chip => chip} onChange={setChips} onDelete={index => setChips(current => current.filter((_chip, at) => at !== index))} />
            </Demo>
            <Demo title="HistoryPlayback" value={playbackTime}>
                <HistoryPlayback minTime={playbackStart} maxTime={playbackStart + HOUR} step={60_000} anchors={[playbackStart + 15 * 60_000, playbackStart + 40 * 60_000]} useAnchors onTimeChange={setPlaybackTime} />
            </Demo>
            <Demo title="SocialSharePanel">
                <SocialSharePanel shareLink="https://demo.thingsboard.io/dashboards/1" shareTitle="Plant overview" shareText="Live plant data" />
            </Demo>
            <Demo title="NavTree" value={node}>
                <TextField size="small" label={translate('action.search')} value={treeSearch} onChange={event => setTreeSearch(event.target.value)} />
                <NavTree nodes={TREE} search={treeSearch} selectedId={node} onSelect={picked => setNode(picked.id)} />
            </Demo>
            <Demo title="PeriodPicker + DateTimeInput" value={{ period, moment }}>
                <PeriodPicker value={period} onChange={setPeriod} />
                <DateTimeInput label="Date" value={moment} onChange={setMoment} required showErrors />
            </Demo>
            <Demo title="File size" value={[0, 1536, 5_000_000, 3 * 1024 ** 4].map(formatFileSize)}>
                <Typography variant="body2">{[0, 1536, 5_000_000, 3 * 1024 ** 4].map(formatFileSize).join(' · ')}</Typography>
            </Demo>
            <Demo title="ContactForm" value={contact} size="full">
                <ContactForm value={contact} onChange={setContact} />
            </Demo>
        </DemoSection>
    );
};
