import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { EarlyInput } from './earlyInput.ts';
import { replayEarlyInput } from './replayEarlyInput.ts';
import { takeEarlyInput } from './takeEarlyInput.ts';

/** A plan with a users select, a name field, a terms checkbox and a disclosure. */
function Form() {
  const [users, setUsers] = useState(3);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <form>
      <select aria-label="users" value={users} onChange={(e) => setUsers(Number(e.target.value))}>
        {[3, 4, 5].map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        question
      </button>
      <output>{`${users} users, ${name || 'nobody'}, ${agreed ? 'agreed' : 'not agreed'}, ${open ? 'open' : 'closed'}`}</output>
    </form>
  );
}

// React's act() flushes the hydration before the replay looks for it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.__gwEarly = undefined;
});

/** The prerendered form, as the browser shows it before any script. */
function prerender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => {
    const element = container.querySelector<T>(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  return {
    container,
    select: get<HTMLSelectElement>('select'),
    name: get<HTMLInputElement>('input[aria-label="name"]'),
    agree: get<HTMLInputElement>('input[type="checkbox"]'),
    question: get<HTMLButtonElement>('button'),
    output: () => get('output').textContent,
  };
}

async function hydrate(container: HTMLElement, early: EarlyInput) {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  await act(() => replayEarlyInput(early));
}

describe('replayEarlyInput', () => {
  it('puts a select, a text field and a checkbox changed before hydration into the state', async () => {
    const page = prerender();
    // What the inline script notes as the visitor uses the unhydrated page.
    const early: EarlyInput = { held: [], values: new Map(), pass: false };
    window.__gwEarly = early;
    page.select.value = '5';
    early.values.set(page.select, '5');
    page.name.value = 'Amaka';
    early.values.set(page.name, 'Amaka');
    page.agree.checked = true;
    early.values.set(page.agree, true);
    await hydrate(page.container, takeEarlyInput(page.container));
    expect(page.output()).toBe('5 users, Amaka, agreed, closed');
    expect(page.select.value).toBe('5');
    expect(page.agree.checked).toBe(true);
    expect(early.pass).toBe(true);
  });

  it('finds a value the browser restored without an event', async () => {
    const page = prerender();
    window.__gwEarly = { held: [], values: new Map(), pass: false };
    page.select.value = '4';
    const early = takeEarlyInput(page.container);
    expect([...early.values]).toEqual([[page.select, '4']]);
    await hydrate(page.container, early);
    expect(page.output()).toBe('4 users, nobody, not agreed, closed');
  });

  it('replays held clicks in order, after the values', async () => {
    const page = prerender();
    const early: EarlyInput = {
      held: [page.question, page.question, page.question],
      values: new Map(),
      pass: false,
    };
    window.__gwEarly = early;
    page.select.value = '4';
    early.values.set(page.select, '4');
    await hydrate(page.container, early);
    expect(page.output()).toBe('4 users, nobody, not agreed, open');
    expect(page.question.getAttribute('aria-expanded')).toBe('true');
  });

  it('lets events through at once when there is nothing to replay', async () => {
    const page = prerender();
    const early: EarlyInput = { held: [], values: new Map(), pass: false };
    await hydrate(page.container, early);
    expect(early.pass).toBe(true);
  });
});
