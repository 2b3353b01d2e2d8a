import { createContext } from 'react';

/**
 * One attempt at showing a remote: a RemoteBoundary starts one when it mounts, on Retry and when
 * its `resetKey` changes after a failure. A remote's lazy component is kept per attempt, so a
 * failed load is reused only inside the attempt that failed (its boundary shows the failure);
 * any new attempt loads again.
 */
export type RemoteAttempt = number;

let last = 0;

/** A new attempt's id, unique in the page (a counter: ids only need to differ). */
export function nextRemoteAttempt(): RemoteAttempt {
  last += 1;
  return last;
}

/** The attempt of the nearest RemoteBoundary; 0 outside any (one attempt for the page's life). */
export const RemoteAttemptContext = createContext<RemoteAttempt>(0);
