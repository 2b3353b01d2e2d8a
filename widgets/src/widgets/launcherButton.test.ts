import { Button } from '@gw/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { launcherButton } from './launcherButton.ts';

/** An element as tag, sorted attributes and children, so markup compares whatever made it. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();
  return [element.localName, attributes, [...element.childNodes].map(shape)];
}

/** The kit's Button as React renders it, parsed back into the DOM. */
function kitButton(loading: boolean) {
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(createElement(Button, { loading }, 'Book a Demo'));
  return template.content.firstElementChild as Element;
}

describe('launcherButton: the kit Button in plain DOM', () => {
  it('is the markup of the kit primary Button, idle and busy, and back', () => {
    const launcher = launcherButton(() => {});
    launcher.setLabel('Book a Demo');
    expect(shape(launcher.element)).toEqual(shape(kitButton(false)));
    launcher.setBusy(true);
    expect(shape(launcher.element)).toEqual(shape(kitButton(true)));
    expect(launcher.element.querySelector('svg')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    launcher.setBusy(false);
    expect(shape(launcher.element)).toEqual(shape(kitButton(false)));
  });

  it('calls onPress on a click, and swallows clicks while busy', () => {
    const onPress = vi.fn();
    const launcher = launcherButton(onPress);
    launcher.element.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    launcher.setBusy(true);
    launcher.element.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
