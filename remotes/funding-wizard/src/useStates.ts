import { useEffect, useState } from 'react';
import { loadStates } from './loadStates.ts';

interface StatesState {
  states: { name: string }[];
  loading: boolean;
  /** The list for the country asked about has arrived (it may be empty). */
  loaded: boolean;
  error?: string | undefined;
}

const none: StatesState = { states: [], loading: false, loaded: false };

/**
 * The chosen country's states, loaded when the country changes; a late answer is dropped.
 * `retry()` asks again after a failure, so a passing network error does not leave the visitor
 * stuck on a required State with nothing to choose.
 */
export function useStates(countriesBase: string | undefined, country: string | undefined) {
  const [result, setResult] = useState<StatesState>(none);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    if (!country) {
      setResult(none);
      return;
    }
    let current = true;
    setResult({ states: [], loading: true, loaded: false });
    void loadStates(countriesBase, country).then((loaded) => {
      if (!current) return;
      setResult(
        loaded.ok
          ? { states: loaded.states, loading: false, loaded: true }
          : { states: [], loading: false, loaded: false, error: loaded.message },
      );
    });
    return () => {
      current = false;
    };
  }, [countriesBase, country, attempt]);
  return { ...result, retry: () => setAttempt((count) => count + 1) };
}
