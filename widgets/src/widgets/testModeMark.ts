/**
 * The "Test mode" mark (issue 28): a small pill a widget in test mode (`mode="test"`) shows
 * above its launcher or form, and at the top of its open dialog, so whoever tests a partner's
 * page sees that its leads are stored as tests. In the flow, never over the content; plain
 * DOM, in a chunk of its own that only a page in test mode loads.
 */
export const testModeText = 'Test mode';

const markSlot = 'test-mode-mark';

function markElement(): HTMLElement {
  const mark = document.createElement('p');
  mark.dataset.slot = markSlot;
  // Styled here, not with utility classes: those would go into every widget's first stylesheet
  // (the budgets), and only a page in test mode needs them. Through the CSSOM, so a strict CSP
  // without 'unsafe-inline' still applies it. A dashed pill in the text's own colour.
  mark.style.cssText =
    'width:fit-content;margin-bottom:12px;padding:2px 10px;border:1px dashed;border-radius:9999px;font-size:12px;font-weight:600;line-height:1.5';
  mark.textContent = testModeText;
  return mark;
}

/**
 * Puts the mark first in `container` (once), or takes it away. Frameworks that render in the
 * container (Preact) leave a node they did not make where it is.
 */
export function markTestMode(container: Element, on: boolean): void {
  const existing = [...container.children].find(
    (child) => (child as HTMLElement).dataset?.slot === markSlot,
  );
  if (on && !existing) container.prepend(markElement());
  else if (!on) existing?.remove();
}
