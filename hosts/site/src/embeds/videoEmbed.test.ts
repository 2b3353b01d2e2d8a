import { describe, expect, it } from 'vitest';
import { siteName } from './siteName.ts';
import { videoEmbed } from './videoEmbed.ts';

const origin = 'https://site.example';

describe('videoEmbed', () => {
  it('turns a YouTube embed on its API, greets it, and links its watch page', () => {
    const video = videoEmbed('https://www.youtube-nocookie.com/embed/abc_DEF-1?rel=0', origin);
    const src = new URL(video.src);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(origin);
    expect(src.searchParams.get('rel')).toBe('0');
    expect(video.watchUrl).toBe('https://www.youtube.com/watch?v=abc_DEF-1');
    expect(JSON.parse(video.greeting ?? '')).toMatchObject({ event: 'listening' });
  });

  it('turns a Vimeo player on its API and links the video page', () => {
    const video = videoEmbed('https://player.vimeo.com/video/76979871', origin);
    expect(new URL(video.src).searchParams.get('api')).toBe('1');
    expect(video.watchUrl).toBe('https://vimeo.com/76979871');
    expect(video.greeting).toBeUndefined();
  });

  it('leaves another host’s URL as it is, and links it', () => {
    const url = 'https://video.example/embed/refer-to-earn';
    expect(videoEmbed(url, origin)).toEqual({ src: url, watchUrl: url });
  });

  it('names a link’s site without www', () => {
    expect(siteName('https://www.youtube.com/watch?v=x')).toBe('youtube.com');
    expect(siteName('https://calendly.com/groundwork/30min')).toBe('calendly.com');
  });
});
