import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FullscreenBox } from './FullscreenBox';

const Harness = ({ onChange }: { onChange: (fullscreen: boolean) => void }) => {
    const [fullscreen, setFullscreen] = useState(false);
    return (
        <div data-testid="page">
            <button onClick={() => setFullscreen(current => !current)}>toggle</button>
            <FullscreenBox fullscreen={fullscreen} onFullscreenChange={onChange}>
                <p>Chart</p>
            </FullscreenBox>
        </div>
    );
};

describe('fullscreen box', () => {
    it('moves its content into a full-page overlay and back, reporting each change', () => {
        const onChange = vi.fn();
        const { unmount } = render(<Harness onChange={onChange} />);
        expect(screen.getByTestId('page')).toContainElement(screen.getByText('Chart'));
        fireEvent.click(screen.getByText('toggle'));
        expect(screen.getByTestId('fullscreen-overlay')).toContainElement(screen.getByText('Chart'));
        expect(screen.getByTestId('page')).not.toContainElement(screen.getByText('Chart'));
        expect(onChange).toHaveBeenLastCalledWith(true);
        fireEvent.click(screen.getByText('toggle'));
        expect(screen.queryByTestId('fullscreen-overlay')).not.toBeInTheDocument();
        expect(onChange).toHaveBeenLastCalledWith(false);
        fireEvent.click(screen.getByText('toggle'));
        unmount();
        expect(screen.queryByTestId('fullscreen-overlay')).not.toBeInTheDocument();
    });
});
