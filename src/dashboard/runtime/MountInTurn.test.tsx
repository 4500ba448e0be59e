import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MountInTurn } from './MountInTurn';

/** A widget that notes when it renders and when it is on screen. */
const Widget = ({ name, log }: { name: string; log: string[] }) => {
    log.push(`render ${name}`);
    useEffect(() => {
        log.push(`on screen ${name}`);
    }, [name, log]);
    return <p>{name}</p>;
};

describe('MountInTurn', () => {
    it('mounts widgets one after another, in order: each is on screen before the next renders', async () => {
        const log: string[] = [];
        render(
            <>
                {['table', 'chart', 'gauge'].map(name => (
                    <MountInTurn key={name}>
                        <Widget name={name} log={log} />
                    </MountInTurn>
                ))}
            </>
        );
        await screen.findByText('gauge');
        expect(log).toEqual(['render table', 'on screen table', 'render chart', 'on screen chart', 'render gauge', 'on screen gauge']);
    });

    it('skips a widget that left before its turn, and gives the turn back when a mounted one leaves', async () => {
        const log: string[] = [];
        const { rerender } = render(
            <>
                <MountInTurn key="a">
                    <Widget name="a" log={log} />
                </MountInTurn>
                <MountInTurn key="b">
                    <Widget name="b" log={log} />
                </MountInTurn>
            </>
        );
        // b leaves while a takes its turn; c comes later and still gets one.
        rerender(
            <>
                <MountInTurn key="a">
                    <Widget name="a" log={log} />
                </MountInTurn>
            </>
        );
        await screen.findByText('a');
        rerender(
            <MountInTurn key="c">
                <Widget name="c" log={log} />
            </MountInTurn>
        );
        await screen.findByText('c');
        expect(log.filter(line => line.startsWith('render'))).toEqual(['render a', 'render c']);
    });
});
