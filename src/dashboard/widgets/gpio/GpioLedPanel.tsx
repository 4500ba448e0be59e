import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { GpioBoard } from './GpioBoard';
import { gpioPinsOf, ledOn } from './gpioSettings';

/**
 * ThingsBoard's GPIO panels (basic and Raspberry Pi): an LED per pin of `gpioList`, lit in the pin's
 * colour while the data key labelled with the pin number is true.
 */
export const GpioLedPanel = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const pins = gpioPinsOf(settings);
    const isOn = (pin: number) => ledOn(snapshot.data.find(entry => (entry.dataKey.label ?? entry.dataKey.name) === String(pin))?.data.at(-1)?.[1]);
    const background = typeof settings.ledPanelBackgroundColor === 'string' && settings.ledPanelBackgroundColor ? settings.ledPanelBackgroundColor : '#008a00';
    return (
        <GpioBoard
            pins={pins}
            background={background}
            width={width}
            height={height}
            label={translate('widgets.gpio.pins')}
            cell={pin => {
                const on = isOn(pin.pin);
                return (
                    <Box
                        role="img"
                        aria-label={translate(on ? 'widgets.gpio.led-on' : 'widgets.gpio.led-off', { label: pin.label })}
                        sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: pin.color, opacity: on ? 1 : 0.25, boxShadow: on ? `0 0 8px 2px ${pin.color}` : 'inset 0 1px 3px rgba(0,0,0,.6)', transition: 'opacity .15s, box-shadow .15s' }}
                    />
                );
            }}
        />
    );
};
