// Each widget test case starts from an empty page: what one case mounted, opened, recorded or
// stored is gone before the next (a file's widget modules still boot once: they are cached).
import { configure, waitFor } from '@testing-library/dom';
import { settle, stopRecording } from './loadWidget.ts';

// Testing Library's 1 s for findBy/waitFor is short while the whole suite shares two cores.
configure({ asyncUtilTimeout: 5_000 });

/** Resolves once `element` has its widget (mounting on insertion is asynchronous). */
export async function mountedRoot(element: Element): Promise<void> {
  await waitFor(() => {
    if (!element.shadowRoot?.querySelector('.gw-root')) throw new Error('widget not mounted');
  });
}

/** Puts `html` in the page's body and lets the widgets it holds mount. */
export async function showPage(html: string): Promise<void> {
  document.body.innerHTML = html;
  await settle(20);
}

/**
 * Empties the page after a case: removing the elements unmounts their widgets (and releases a
 * dialog's scroll lock), then the case's event recorders and storage go too.
 */
export async function clearPage(): Promise<void> {
  document.body.replaceChildren();
  await settle(20);
  stopRecording();
  document.documentElement.style.overflow = '';
  sessionStorage.clear();
  localStorage.clear();
}

/**
 * findBy options for what a widget loads on first use (a dialog's modules): the first case of a
 * file to open one imports them cold, and any case may be first (`--sequence.shuffle`).
 */
export const firstUse = { timeout: 10_000 };
