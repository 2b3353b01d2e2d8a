import { buttonClass } from '@gw/ui';

/**
 * A dialog widget's launcher in plain DOM: the kit's primary Button as React renders it (its
 * classes from the kit; launcherButton.test.ts compares the markup, busy state too). It is all a
 * dialog widget shows first, so its script carries no framework: Preact comes with the dialog.
 */
export type LauncherButton = {
  element: HTMLButtonElement;
  setLabel(label: string): void;
  /** Busy: a spinner, "Loading" for screen readers, and clicks swallowed, as the kit's `loading`. */
  setBusy(busy: boolean): void;
};

const svgNs = 'http://www.w3.org/2000/svg';

function svg(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The kit's Spinner (shared/ui/src/Spinner/Spinner.tsx) as a busy Button holds it. */
function spinner(): SVGElement {
  const drawing = svg('svg', {
    'data-slot': 'spinner',
    viewBox: '0 0 24 24',
    fill: 'none',
    'aria-hidden': 'true',
    class: 'size-4 shrink-0 animate-spin motion-reduce:animate-none',
  });
  drawing.append(
    svg('circle', {
      cx: '12',
      cy: '12',
      r: '9',
      stroke: 'currentColor',
      class: 'stroke-3 opacity-25',
    }),
    svg('path', {
      d: 'M21 12a9 9 0 0 0-9-9',
      stroke: 'currentColor',
      class: 'stroke-3 [stroke-linecap:round]',
    }),
  );
  return drawing;
}

export function launcherButton(onPress: () => void): LauncherButton {
  const element = document.createElement('button');
  element.dataset.slot = 'button';
  element.dataset.variant = 'primary';
  element.type = 'button';
  element.className = buttonClass('primary');
  const label = document.createTextNode('');
  element.append(label);
  let busy: [SVGElement, HTMLSpanElement] | undefined;
  element.addEventListener('click', (event) => {
    if (busy) event.preventDefault();
    else onPress();
  });
  return {
    element,
    setLabel(text) {
      label.data = text;
    },
    setBusy(next) {
      if (next === Boolean(busy)) return;
      if (busy) {
        for (const part of busy) part.remove();
        busy = undefined;
        element.removeAttribute('aria-busy');
        element.removeAttribute('aria-disabled');
        return;
      }
      const spoken = document.createElement('span');
      spoken.className = 'sr-only';
      spoken.textContent = 'Loading';
      busy = [spinner(), spoken];
      element.prepend(busy[0]);
      element.append(spoken);
      element.setAttribute('aria-busy', 'true');
      element.setAttribute('aria-disabled', 'true');
    },
  };
}
