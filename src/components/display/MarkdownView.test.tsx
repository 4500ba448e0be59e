import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownView } from './MarkdownView';

const Broken = () => {
    throw new Error('Bad template');
};

describe('markdown view', () => {
    it('renders markdown and shows curly braces as written', () => {
        render(<MarkdownView data={'# Title\n\nValue is {{ value }} and {x}'} />);
        expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
        expect(screen.getByText('Value is {{ value }} and {x}')).toBeInTheDocument();
    });

    it('shows the error in red when rendering fails', () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        render(<MarkdownView data="# Title" components={{ h1: Broken }} />);
        expect(screen.getByRole('alert')).toHaveTextContent('Bad template');
    });

    it('falls back to plain markdown when asked', () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        render(<MarkdownView data="# Title" components={{ h1: Broken }} fallbackToPlainMarkdown />);
        expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is ready at once without images, and after every image loaded or failed', () => {
        const plain = vi.fn();
        render(<MarkdownView data="text" onReady={plain} />);
        expect(plain).toHaveBeenCalledTimes(1);

        const onReady = vi.fn();
        render(<MarkdownView data={'![a](http://example.test/a.png) ![b](http://example.test/b.png)'} onReady={onReady} />);
        const [first, second] = screen.getAllByRole('img');
        expect(onReady).not.toHaveBeenCalled();
        fireEvent.load(first);
        expect(onReady).not.toHaveBeenCalled();
        fireEvent.error(second);
        expect(onReady).toHaveBeenCalledTimes(1);
    });
});
