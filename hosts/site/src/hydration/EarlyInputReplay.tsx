import { type ReactNode, useEffect, useRef } from 'react';
import { type EarlyInput, hasEarlyInput } from './earlyInput.ts';

/**
 * Wraps the app: its effect runs after every effect below it, so the page's own listeners
 * (the deferred sections' included) are in place when the early input is replayed. The replay
 * waits for a task of its own: dispatched from inside React's effects, an event on part of the
 * page React has not hydrated yet is dropped, where from a task React first hydrates that part
 * and then handles it. The replay's code loads only when there is something to replay; until
 * it has run, index.html's script holds what the visitor does.
 */
export function EarlyInputReplay({ early, children }: { early: EarlyInput; children: ReactNode }) {
  const pending = useRef<EarlyInput | null>(early);
  useEffect(() => {
    const input = pending.current;
    pending.current = null; // once, also under StrictMode's second run
    if (!input) return;
    setTimeout(() => {
      if (!hasEarlyInput(input)) {
        input.pass = true;
        return;
      }
      void import('./replayEarlyInput.ts').then(
        ({ replayEarlyInput }) => replayEarlyInput(input),
        () => {
          input.pass = true; // without the replay's code, React takes what comes next
        },
      );
    }, 0);
  }, []);
  return children;
}
