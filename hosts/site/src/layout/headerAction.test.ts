import { authPaths, authUrl } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { headerActionFor } from './headerAction.ts';

// Spec §2 "The main header action depends on the path", one row per line of the spec.
describe('headerActionFor', () => {
  it.each([
    ['/owner', { kind: 'link', label: 'Create a Project', href: authUrl(authPaths.signIn) }],
    [
      '/contractor',
      { kind: 'link', label: 'Create Profile', href: authUrl(authPaths.profileSignUp) },
    ],
    [
      '/consultant/',
      { kind: 'link', label: 'Create Profile', href: authUrl(authPaths.profileSignUp) },
    ],
    ['/lender', { kind: 'modal', label: 'Book a Demo', remote: 'demo-modal' }],
    [
      '/developer',
      { kind: 'modal', label: 'Apply for Funding', narrowLabel: 'Apply', remote: 'funding-wizard' },
    ],
    ['/', { kind: 'modal', label: 'Learn More', remote: 'role-picker' }],
    ['/pricing', { kind: 'modal', label: 'Learn More', remote: 'role-picker' }],
  ])('%s', (path, action) => {
    expect(headerActionFor(path)).toEqual(action);
  });
});
