import { timings } from '@gw/config';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferralVideo } from './ReferralVideo.tsx';

const video = 'https://video.example/embed/refer-to-earn';
const youtube = 'https://www.youtube-nocookie.com/embed/abc123';

afterEach(() => {
  vi.useRealTimers();
});

async function openVideo(src: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ReferralVideo src={src} />);
  await user.click(screen.getByRole('button', { name: 'Watch the video' }));
  return screen.findByRole('dialog', { name: 'How refer-to-earn works' });
}

describe('ReferralVideo', () => {
  it('loads the video only once opened, locks the page scroll, and closes back to its button', async () => {
    const user = userEvent.setup();
    render(<ReferralVideo src={video} />);
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'How refer-to-earn works' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(video);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement?.textContent).toContain('Watch the video');
  });

  it('links the video on its own site when the player does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await openVideo(youtube);
    const frame = dialog.querySelector('iframe');
    expect(new URL(frame?.getAttribute('src') ?? '').searchParams.get('enablejsapi')).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('Loading the video…');

    act(() => vi.advanceTimersByTime(timings.thirdPartyFrameTimeoutMs));
    expect(screen.getByRole('status').textContent).toContain('The video did not load.');
    const link = screen.getByRole('link', { name: /Watch it on youtube\.com/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links the video at once when its frame fails to load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await openVideo(video);
    const frame = dialog.querySelector('iframe');
    if (!frame) throw new Error('no video frame');
    fireEvent.error(frame);
    expect(
      screen.getByRole('link', { name: /Watch it on video\.example/ }).getAttribute('href'),
    ).toBe(video);
  });
});
