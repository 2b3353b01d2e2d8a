import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { altSiteConfig } from './altSiteConfig.ts';

/** Loaded only on the alternate-site build, never on the public site's first paint. */
const CredentialsGate = lazy(() =>
  import('./CredentialsGate.tsx').then((module) => ({ default: module.CredentialsGate })),
);

export type AltSiteGateProps = {
  children: ReactNode;
  /** Defaults to the build's GW_ALT_SITE setting. */
  enabled?: boolean;
  /** Defaults to the build's GW_ALT_SITE_CREDENTIALS_HASH. */
  expectedHash?: string;
};

function readPassed(): boolean {
  try {
    return sessionStorage.getItem(altSiteConfig.passedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * On the alternate-site build, the routes render only once the credentials screen has passed
 * (spec §2); on success it sets a flag for the tab and goes to /. The server and the first
 * client render both show the screen (no storage on the server), then the flag is read.
 */
export function AltSiteGate({
  children,
  enabled = altSiteConfig.enabled,
  expectedHash = altSiteConfig.credentialsHash,
}: AltSiteGateProps) {
  const [passed, setPassed] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (enabled) setPassed(readPassed());
  }, [enabled]);

  if (!enabled || passed) return children;
  return (
    <Suspense fallback={null}>
      <CredentialsGate
        expectedHash={expectedHash}
        onPass={() => {
          try {
            sessionStorage.setItem(altSiteConfig.passedKey, '1');
          } catch {
            // Storage refused: the gate stays open for this page view only.
          }
          setPassed(true);
          navigate('/');
        }}
      />
    </Suspense>
  );
}
