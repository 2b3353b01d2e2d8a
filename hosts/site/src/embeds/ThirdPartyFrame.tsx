import { cx } from '@gw/ui';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { SmartLink } from '../sections/ui/SmartLink.tsx';
import { useFrameStatus } from './useFrameStatus.ts';

export type ThirdPartyFrameProps = {
  /** The frame's address; null while it is not known yet (the loader shows). */
  src: string | null;
  /** The frame's accessible name. */
  title: string;
  /** Shown over the frame area until the embed speaks (or its fallback shows). */
  loader: ReactNode;
  /** What the fallback says, e.g. 'The video did not load.' */
  failedMessage: string;
  /** The same content on its own site, opened in a new tab from the fallback. */
  href: string;
  linkLabel: string;
  /** Whether a message from the frame's origin says the embed is there; absent, any message. */
  isSignal?: (event: MessageEvent) => boolean;
  /** Posted to the frame (to its origin only) until it speaks: a player API's greeting. */
  greeting?: string;
  timeoutMs?: number;
  /** The frame area's box (size, corners); the frame fills it. */
  className?: string;
  /** A dark area (the video) or a light one (the calendar), for the loader and fallback. */
  tone?: keyof typeof tones;
  allow?: string;
  allowFullScreen?: boolean;
};

/** The loader's and fallback's colours on a light area (the calendar) or a dark one (the video). */
const tones = {
  light: { cover: 'bg-surface text-body', link: 'text-primary focus-visible:outline-focus' },
  dark: { cover: 'bg-night text-white', link: 'text-white focus-visible:outline-white' },
} as const;

/** How often a greeting is posted again while the frame is silent (a player may boot late). */
const greetEveryMs = 500;

/**
 * A third-party frame that never leaves the browser's broken-frame page alone: until the embed
 * says it is there (useFrameStatus) its loader covers the frame area; if it stays silent or
 * fails, a short message and a link to the same content on its own site take the loader's place,
 * in the same polite live region. The frame stays underneath (inert while covered), so one that
 * speaks late still shows. Without script (a prerendered page) the link is there from the start.
 */
export function ThirdPartyFrame({
  src,
  title,
  loader,
  failedMessage,
  href,
  linkLabel,
  isSignal,
  greeting,
  timeoutMs,
  className,
  tone = 'light',
  allow,
  allowFullScreen,
}: ThirdPartyFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { status, fail } = useFrameStatus({ src, isSignal, timeoutMs });
  const origin = src === null ? null : new URL(src).origin;
  const ready = status === 'ready';

  const greet = useCallback(() => {
    if (greeting && origin) frame.current?.contentWindow?.postMessage(greeting, origin);
  }, [greeting, origin]);
  // A native listener: React attaches only `load` to an iframe itself, so onError would not fire.
  const frameRef = useCallback(
    (element: HTMLIFrameElement | null) => {
      frame.current = element;
      element?.addEventListener('error', fail);
      return () => element?.removeEventListener('error', fail);
    },
    [fail],
  );

  useEffect(() => {
    if (!greeting || ready) return;
    const again = setInterval(greet, greetEveryMs);
    return () => clearInterval(again);
  }, [greet, greeting, ready]);

  const fallback = (
    <>
      <p className="text-base font-semibold">{failedMessage}</p>
      <SmartLink
        href={href}
        external
        className={cx(
          'font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2',
          tones[tone].link,
        )}
      >
        {linkLabel}
      </SmartLink>
    </>
  );
  return (
    <div className={cx('relative overflow-hidden', className)}>
      {src && (
        <iframe
          ref={frameRef}
          title={title}
          src={src}
          className="absolute inset-0 size-full"
          inert={!ready}
          onLoad={greet}
          allow={allow}
          allowFullScreen={allowFullScreen}
        />
      )}
      {!ready && (
        <div
          role="status"
          className={cx(
            'absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center',
            tones[tone].cover,
          )}
        >
          {status === 'failed' ? (
            fallback
          ) : (
            <>
              {loader}
              <noscript>{fallback}</noscript>
            </>
          )}
        </div>
      )}
    </div>
  );
}
