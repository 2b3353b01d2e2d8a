import type { ComponentType } from 'react';
import { createRemoteComponent, type RemoteComponent } from './createRemoteComponent.tsx';
import {
  type DialogRemoteProps,
  type ModalRemoteKey,
  type RemoteKey,
  type RemoteProps,
  remoteRegistry,
} from './registry.ts';

const components = new Map<RemoteKey, RemoteComponent<never>>();

/**
 * The one module-level lazy wrapper of a remote (STYLE.md), made from its registry entry on
 * first use: the exposed module './X' and its export X, typed from the remote package.
 */
export function remoteComponent<K extends RemoteKey>(key: K): RemoteComponent<RemoteProps<K>> {
  let component = components.get(key);
  if (!component) {
    const { expose } = remoteRegistry[key];
    component = createRemoteComponent(
      key,
      `./${expose}`,
      (module: Record<string, ComponentType<RemoteProps<K>> | undefined>) => {
        const exported = module[expose];
        if (!exported) throw new Error(`${key} exposes no component named ${expose}`);
        return exported;
      },
    );
    components.set(key, component);
  }
  return component as RemoteComponent<RemoteProps<K>>;
}

/** A dialog remote; the registry checks each accepts what the host gives dialogs. */
export function dialogRemoteComponent(key: ModalRemoteKey): RemoteComponent<DialogRemoteProps> {
  return remoteComponent(key) as RemoteComponent<DialogRemoteProps>;
}
