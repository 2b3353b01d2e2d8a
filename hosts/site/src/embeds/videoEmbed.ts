/** A video player frame: its address with the player's API on, and the video's own page. */
export type VideoEmbed = {
  /** The frame's address: the player's message API on, so it can say it is there. */
  src: string;
  /** The video on its own site. */
  watchUrl: string;
  /** What the player waits for before it speaks (YouTube's iframe API greeting), if anything. */
  greeting?: string;
};

const youtubeHosts = /^(?:www\.)?youtube(?:-nocookie)?\.com$/;

/**
 * The referral video's frame from its embed URL. YouTube's player posts to the page only once
 * it is greeted ('listening', what its iframe API sends) and asked with enablejsapi=1 and the
 * page's origin; Vimeo's posts 'ready' by itself. Another host gets its URL as it is (its
 * fallback then shows after the timeout unless it posts something).
 */
export function videoEmbed(embedUrl: string, pageOrigin: string): VideoEmbed {
  const url = new URL(embedUrl);
  const youtubeId = youtubeHosts.test(url.hostname) && url.pathname.match(/^\/embed\/([^/]+)/)?.[1];
  if (youtubeId) {
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', pageOrigin);
    return {
      src: url.toString(),
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
      greeting: JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
    };
  }
  const vimeoId = url.hostname === 'player.vimeo.com' && url.pathname.match(/^\/video\/(\d+)/)?.[1];
  if (vimeoId) {
    url.searchParams.set('api', '1');
    return { src: url.toString(), watchUrl: `https://vimeo.com/${vimeoId}` };
  }
  return { src: embedUrl, watchUrl: embedUrl };
}
