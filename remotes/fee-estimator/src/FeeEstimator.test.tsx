import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeeEstimator } from './index.ts';

const heading = 'Estimate how much the provider charges in fees for delivering your project';

function tile(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('FeeEstimator', () => {
  it('is a labelled region with an accessible slider', () => {
    render(<FeeEstimator />);
    expect(screen.getByRole('region', { name: heading })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Project size' });
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe(
      '0%: Project Cost ₦5,000,000, Fees ₦375,000',
    );
    expect(tile('Project Cost')).toBe('₦5,000,000');
    expect(tile('Fees')).toBe('₦375,000');
  });

  it('starts at defaultPct and moves with the slider keys, clamped to 0-100', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FeeEstimator defaultPct={50} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    expect(tile('Project Cost')).toBe('₦253,000,000');

    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('51');
    expect(onChange).toHaveBeenLastCalledWith({
      pct: 51,
      projectCost: 257_000_000,
      fee: 19_275_000,
    });
    await user.keyboard('{PageDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('41');
    await user.keyboard('{End}');
    expect(tile('Project Cost')).toBe('₦500,000,000');
    expect(tile('Fees')).toBe('₦37,500,000');
    await user.keyboard('{PageUp}{ArrowUp}');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    await user.keyboard('{Home}{ArrowLeft}{ArrowDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(tile('Fees')).toBe('₦375,000');
  });

  it('follows a pointer drag across the track and past its ends', async () => {
    const onChange = vi.fn();
    render(<FeeEstimator onChange={onChange} />);
    const slider = screen.getByRole('slider');
    const track = slider.parentElement as HTMLElement;
    // happy-dom has no layout: give the track a 200 px box starting at x = 100.
    track.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 200, height: 44 });

    fireEvent.pointerDown(track, { pointerId: 1, button: 0, clientX: 150 });
    expect(await screen.findByRole('slider', { value: { now: 25 } })).toBe(slider);
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 250 });
    expect(slider.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 900 });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(onChange).toHaveBeenLastCalledWith({
      pct: 100,
      projectCost: 500_000_000,
      fee: 37_500_000,
    });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 900 });
    // Released: moving without a pressed pointer does nothing.
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 100 });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(document.activeElement).toBe(slider);
  });
});
