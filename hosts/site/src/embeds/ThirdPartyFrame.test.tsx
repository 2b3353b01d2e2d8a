import { timings } from '@gw/config';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../sections/test/axe.ts';
import { ThirdPartyFrame, type ThirdPartyFrameProps } from './ThirdPartyFrame.tsx';

const src = 'https://embed.example/widget/42';
const page = 'https://site.example/widget/42';

function renderFrame(props: Partial<ThirdPartyFrameProps> = {}) {
  return render(
    <ThirdPartyFrame
      src={src}
      title="The widget"
      loader={<p>Loading the widget…</p>}
      failedMessage="The widget did not load."
      href={page}
      linkLabel="Open it on site.example"
      {...props}
    />,
  );
}

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const frame = () => screen.getByTitle('The widget');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// happy-dom gives a frame no window, so the greeting a video player needs is the browser test's
// (scripts/browser/tests/embedFallbacks.mjs).
describe('ThirdPartyFrame', () => {
  it('covers the frame with its loader, then with a message and a link when the embed stays silent', () => {
    renderFrame();
    expect(screen.getByRole('status').textContent).toBe('Loading the widget…');
    expect(frame().getAttribute('src')).toBe(src);
    expect(frame().inert).toBe(true);

    act(() => vi.advanceTimersByTime(timings.thirdPartyFrameTimeoutMs - 1));
    expect(screen.queryByText('The widget did not load.')).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('The widget did not load.');
    const link = screen.getByRole('link', { name: /Open it on site\.example/ });
    expect(status.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(page);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.focus();
    expect(document.activeElement).toBe(link);
    // The frame stays, out of reach while covered, in case it speaks late.
    expect(frame().inert).toBe(true);
  });

  it('shows the fallback at once on the frame’s error event, accessible as it stands', async () => {
    vi.useRealTimers(); // axe-core waits on real timers
    const { container } = renderFrame();
    await expectNoAxeViolations(container);
    fireEvent.error(frame());
    expect(screen.getByRole('link', { name: /Open it on site\.example/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('uncovers the frame when the embed speaks from its own origin only, even after the fallback', () => {
    renderFrame();
    post('hello', 'https://evil.example');
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(timings.thirdPartyFrameTimeoutMs));
    expect(screen.getByRole('link')).toBeTruthy();

    post('hello', 'https://embed.example');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(frame().inert).toBe(false);
  });

  it('counts only the messages its isSignal accepts, and waits as long as it is told', () => {
    const isSignal = (event: MessageEvent) => event.data === 'ready';
    renderFrame({ isSignal, timeoutMs: 5000 });
    post('noise', 'https://embed.example');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toBe('Loading the widget…');
    post('ready', 'https://embed.example');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for nothing while its address is not known', () => {
    renderFrame({ src: null });
    expect(screen.queryByTitle('The widget')).toBeNull();
    act(() => vi.advanceTimersByTime(timings.thirdPartyFrameTimeoutMs * 10));
    expect(screen.getByRole('status').textContent).toBe('Loading the widget…');
  });
});
