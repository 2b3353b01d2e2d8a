import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePortalScope } from './index.ts';

function Probe({ given }: { given?: HTMLElement | null }) {
  const scope = usePortalScope('demo-modal', given);
  return <output>{scope ? (scope.dataset.gwRemotePortal ?? 'given') : 'none'}</output>;
}

describe('usePortalScope', () => {
  it('adds a styled scope element to the body, and removes it on unmount', async () => {
    const { unmount, container } = render(<Probe />);
    await waitFor(() => expect(container.textContent).toBe('demo-modal'));
    const scope = document.body.querySelector('[data-gw-remote-portal="demo-modal"]');
    expect(scope?.className).toBe('gw-remote');
    unmount();
    await waitFor(() => expect(document.body.querySelector('[data-gw-remote-portal]')).toBeNull());
  });

  it('uses the element it is given (a widget’s shadow root wrapper) instead', async () => {
    const given = document.createElement('div');
    const { container } = render(<Probe given={given} />);
    await waitFor(() => expect(container.textContent).toBe('given'));
    expect(document.body.querySelector('[data-gw-remote-portal]')).toBeNull();
  });
});
