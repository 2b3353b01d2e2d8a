import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './index.ts';

const pdf = () => new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });

/**
 * fireEvent.dragOver / .drop, built with createEvent: @testing-library/preact's shorthands fire
 * 'DragOver'-cased event types when the element lacks an `ondragover` property (happy-dom).
 */
function drag(zone: Element, type: 'dragOver' | 'dragLeave' | 'drop', files: File[] = []) {
  fireEvent(zone, createEvent[type](zone, { dataTransfer: { files } }));
}

describe('FileDrop', () => {
  it('is a labelled button that accepts dropped files', async () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Upload documents" hint="PDF up to 10 MB" onFiles={onFiles} />);
    const zone = screen.getByRole('button', { name: 'Upload documents' });
    expect(zone.getAttribute('aria-describedby')).toBe(screen.getByText('PDF up to 10 MB').id);
    const file = pdf();
    drag(zone, 'dragOver');
    await waitFor(() => expect(zone.dataset.dragging).toBe('true'));
    drag(zone, 'drop', [file]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([file]));
    await waitFor(() => expect(zone.dataset.dragging).toBeUndefined());
  });

  it('shows the drag-over state only while something is dragged over it', async () => {
    render(<FileDrop label="Upload documents" onFiles={() => {}} />);
    const zone = screen.getByRole('button', { name: 'Upload documents' });
    expect(zone.dataset.dragging).toBeUndefined();
    drag(zone, 'dragOver');
    await waitFor(() => expect(zone.dataset.dragging).toBe('true'));
    drag(zone, 'dragLeave');
    await waitFor(() => expect(zone.dataset.dragging).toBeUndefined());
  });

  it('opens the chooser from the keyboard and passes chosen files on', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(
      <FileDrop label="Upload documents" accept={['application/pdf']} onFiles={onFiles} />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('application/pdf');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    const file = pdf();
    await user.upload(input, file);
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([file]));
  });

  it('ignores drops while disabled', async () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Upload documents" onFiles={onFiles} disabled />);
    const zone = screen.getByRole('button', { name: 'Upload documents' });
    drag(zone, 'drop', [pdf()]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
