import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReferralVideo } from './ReferralVideo.tsx';

const video = 'https://video.example/embed/refer-to-earn';

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
});
