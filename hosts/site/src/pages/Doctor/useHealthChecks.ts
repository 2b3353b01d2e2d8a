import { requestJson } from '@gw/api-client';
import { federation } from '@gw/config';
import { useEffect, useState } from 'react';
import { loadSiteConfig } from '../../siteConfig/siteConfig.ts';

export type CheckState = 'checking' | 'ok' | 'failing';
export type HealthCheck = { name: string; detail: string; state: CheckState };

/** Whether the URL answers 2xx now (never from the HTTP cache). */
async function reachable(url: string): Promise<boolean> {
  try {
    return (await requestJson(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

const initial: HealthCheck[] = [
  { name: 'Site', detail: 'This page and its scripts', state: 'ok' },
  { name: 'Lead API', detail: 'Where the forms send their leads', state: 'checking' },
  { name: 'Remotes', detail: 'The forms and tools loaded on demand', state: 'checking' },
];

/** Runs the status checks once, in the browser only (the prerendered page says 'Checking'). */
export function useHealthChecks(): HealthCheck[] {
  const [checks, setChecks] = useState(initial);
  useEffect(() => {
    let live = true;
    const set = (name: string, ok: boolean) =>
      live &&
      setChecks((current) =>
        current.map((check) =>
          check.name === name ? { ...check, state: ok ? 'ok' : 'failing' } : check,
        ),
      );
    loadSiteConfig()
      .then(({ apiBase }) => reachable(`${apiBase}/health`))
      .then((ok) => set('Lead API', ok));
    reachable(federation.manifestPath).then((ok) => set('Remotes', ok));
    return () => {
      live = false;
    };
  }, []);
  return checks;
}
