import { timings } from '@gw/config';
import { useCallback, useEffect, useState } from 'react';

/** Where a third-party frame stands: not heard from yet, heard from, or given up on. */
export type FrameStatus = 'waiting' | 'ready' | 'failed';

export type FrameStatusOptions = {
  /** The frame's address; null while it is not known yet (nothing is waited for). */
  src: string | null;
  /**
   * Whether a message from the frame's origin says the embed is there; absent, any message. Keep
   * it one function (module level): a new one each render would listen anew each render.
   */
  isSignal?: (event: MessageEvent) => boolean;
  timeoutMs?: number;
};

const anyMessage = () => true;

/**
 * Whether a third-party frame really loaded. Its `load` event cannot tell: Chromium fires it for
 * its own network-error page too, and a cross-origin frame's document cannot be read. So the
 * embed must speak: a message from its origin (Calendly posts `calendly.*`, video players answer
 * their API's greeting) makes it 'ready'; silence for `timeoutMs`, or an `error` event, makes it
 * 'failed'. A frame that speaks after that is still 'ready' (a slow connection, not a dead one).
 */
export function useFrameStatus({
  src,
  isSignal = anyMessage,
  timeoutMs = timings.thirdPartyFrameTimeoutMs,
}: FrameStatusOptions): { status: FrameStatus; fail: () => void } {
  const [status, setStatus] = useState<FrameStatus>('waiting');
  const origin = src === null ? null : new URL(src).origin;

  useEffect(() => {
    if (src === null) return;
    setStatus('waiting');
    const giveUp = setTimeout(() => {
      setStatus((now) => (now === 'waiting' ? 'failed' : now));
    }, timeoutMs);
    return () => clearTimeout(giveUp);
  }, [src, timeoutMs]);

  useEffect(() => {
    if (origin === null) return;
    function onMessage(event: MessageEvent) {
      if (event.origin === origin && isSignal(event)) setStatus('ready');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, isSignal]);

  const fail = useCallback(() => {
    setStatus((now) => (now === 'ready' ? now : 'failed'));
  }, []);
  return { status, fail };
}
