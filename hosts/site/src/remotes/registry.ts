import type { Attribution } from '@gw/config';
import type { DemoModal } from '@gw/remote-demo-modal';
import type { FeeEstimator } from '@gw/remote-fee-estimator';
import type { FundingWizard } from '@gw/remote-funding-wizard';
import type { RolePicker } from '@gw/remote-role-picker';
import type { WaitlistForm } from '@gw/remote-waitlist-form';

/** What every dialog remote accepts from the host (contracts.md). */
export interface DialogRemoteProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  navigate?(path: string): void;
  /** Where the lead comes from: this page, its referrer and UTM parameters, the site. */
  attribution?: Attribution;
}

interface RemoteEntryBase<C> {
  /** What it is called in loading and failure messages: 'The fee estimator could not load.' */
  label: string;
  /** The exposed module ('./FeeEstimator') and the component it exports under the same name. */
  expose: string;
  /** Type only: the component, typed from the remote package's own exports. */
  readonly component?: C;
}

/** A remote the site opens as a dialog (the header's main action, 'Contact Sales'). */
export interface DialogRemoteEntry<C> extends RemoteEntryBase<C> {
  shows: 'dialog';
}

/** A remote shown inside one route's page, in a box sized to it so nothing shifts. */
export interface PageRemoteEntry<C> extends RemoteEntryBase<C> {
  shows: 'page';
  /** The route whose links start loading it on first intent (hover, focus). */
  path: string;
  /** The remote's measured heights: placeholder, remote and fallback share one box. */
  sizeClass: string;
}

const dialog = <C extends (props: DialogRemoteProps) => unknown>(label: string, expose: string) =>
  ({ shows: 'dialog', label, expose }) as DialogRemoteEntry<C>;

const page = <C extends (props: never) => unknown>(
  label: string,
  expose: string,
  at: { path: string; sizeClass: string },
) => ({ shows: 'page', label, expose, ...at }) as PageRemoteEntry<C>;

/**
 * Every remote the site loads, by its remotes.json key. Adding a remote is one entry here (and
 * its package among the site's devDependencies, for the types) plus the remote's own folder.
 */
export const remoteRegistry = {
  'role-picker': dialog<typeof RolePicker>('role picker', 'RolePicker'),
  'demo-modal': dialog<typeof DemoModal>('demo form', 'DemoModal'),
  'funding-wizard': dialog<typeof FundingWizard>('funding application', 'FundingWizard'),
  'fee-estimator': page<typeof FeeEstimator>('fee estimator', 'FeeEstimator', {
    path: '/fee-estimator',
    sizeClass: 'min-h-[31.5rem] sm:min-h-[26rem] lg:min-h-[21rem]',
  }),
  'waitlist-form': page<typeof WaitlistForm>('waitlist form', 'WaitlistForm', {
    path: '/schedule-call',
    sizeClass: 'min-h-[52rem] sm:min-h-[44rem]',
  }),
};

type Registry = typeof remoteRegistry;

/** A remotes.json key the site knows. */
export type RemoteKey = keyof Registry;

/** The props of a remote's component. */
export type RemoteProps<K extends RemoteKey> =
  Registry[K] extends RemoteEntryBase<(props: infer P extends object) => unknown> ? P : never;

/** The remotes a button can open as a dialog. */
export type ModalRemoteKey = {
  [K in RemoteKey]: Registry[K] extends DialogRemoteEntry<unknown> ? K : never;
}[RemoteKey];

/** The remotes shown in a page. */
export type PageRemoteKey = Exclude<RemoteKey, ModalRemoteKey>;

/** The remotes shown in the page at `path`. */
export function pageRemotesAt(path: string): PageRemoteKey[] {
  return (Object.keys(remoteRegistry) as RemoteKey[]).filter((key): key is PageRemoteKey => {
    const entry: DialogRemoteEntry<unknown> | PageRemoteEntry<unknown> = remoteRegistry[key];
    return entry.shows === 'page' && entry.path === path;
  });
}
