// @groundwork/embed-react against the REAL widget files (built, loaded as a <script> runs) and the
// real lead API: what a partner's React 19 app gets.

import {
  DemoButton,
  FeeEstimator,
  RolePicker,
  useGroundworkReady,
  Waitlist,
} from '@groundwork/embed-react';
import { startTestServer } from '@gw/api/testing';
import { clearPage, firstUse, inner, loadWidget, mountedRoot } from '@gw/widgets/testing';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let api: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  api = await startTestServer();
  await loadWidget('demo');
  await loadWidget('fee-estimator');
  await loadWidget('role-picker');
}, 60_000);

afterAll(async () => {
  await api.close();
});

afterEach(async () => {
  cleanup();
  await clearPage();
});

const the = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** A partner's page keeping a role picker's `open` in its state; `expose` hands out the setter. */
function ControlledRolePicker(props: {
  changes: boolean[];
  expose: (set: (open: boolean) => void) => void;
}) {
  const [open, set] = useState(false);
  props.expose(set);
  return (
    <RolePicker
      partner="acme"
      open={open}
      onOpenChange={(next) => {
        props.changes.push(next);
        set(next);
      }}
    />
  );
}

/** Says whether the demo widget is ready. */
function Status() {
  return <output>{useGroundworkReady('demo') ? 'ready' : 'waiting'}</output>;
}

describe('@groundwork/embed-react (issue 28)', () => {
  it('renders the element with its props as attributes, and the widget mounts in it', async () => {
    render(<FeeEstimator partner="acme" value={40} id="fees" />);
    const element = the('gw-fee-estimator');
    expect(element.getAttribute('partner')).toBe('acme');
    expect(element.getAttribute('value')).toBe('40');
    expect(element.id).toBe('fees');
    await mountedRoot(element);
    expect(within(inner(element)).getByRole('slider').getAttribute('aria-valuenow')).toBe('40');
  });

  it('passes mode="test" on: the widget shows its "Test mode" mark', async () => {
    render(<FeeEstimator partner="acme" mode="test" />);
    const element = the('gw-fee-estimator');
    expect(element.getAttribute('mode')).toBe('test');
    await mountedRoot(element);
    expect(await within(inner(element)).findByText('Test mode', {}, firstUse)).toBeTruthy();
  });

  it('hands gw:change to onChange, with the figures', async () => {
    const onChange = vi.fn();
    render(<FeeEstimator partner="acme" onChange={onChange} />);
    const element = the('gw-fee-estimator');
    await mountedRoot(element);
    fireEvent.keyDown(within(inner(element)).getByRole('slider'), { key: 'End' });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ pct: 100 })),
    );
  });

  it('follows a changed prop: the attribute, and the widget re-renders with it', async () => {
    const { rerender } = render(<DemoButton partner="acme" label="Talk to sales" />);
    const element = the('gw-demo');
    await mountedRoot(element);
    expect(within(inner(element)).getByRole('button', { name: 'Talk to sales' })).toBeTruthy();
    rerender(<DemoButton partner="acme" label="Book now" launcher={false} />);
    expect(element.getAttribute('label')).toBe('Book now');
    expect(element.getAttribute('launcher')).toBe('false');
    // launcher={false}: the page opens the dialog, no button shows.
    await waitFor(() => expect(within(inner(element)).queryByRole('button')).toBeNull());
  });

  it('books a demo through the real API: prefill as attributes, onSubmit, then onSuccess', async () => {
    const onSubmit = vi.fn();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    render(
      <DemoButton
        partner="acme"
        api={api.url}
        prefill={{ 'business-name': 'Acme Builders', 'first-name': 'Ada', email: 'ada@acme.ng' }}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
        onError={onError}
      />,
    );
    const element = the('gw-demo');
    expect(element.getAttribute('first-name')).toBe('Ada');
    await mountedRoot(element);
    const view = within(inner(element));
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Book a Demo' }));
    await view.findByRole('dialog', { name: 'Schedule a Demo' }, firstUse);
    await user.type(view.getByLabelText('Last name'), 'Reactwrapper');
    await user.type(view.getByLabelText('Phone number'), '+2348012345678');
    await user.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ widget: 'demo' }), {
      timeout: 10_000,
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    const leads = (await api.leads('demo')).filter((l) => l.payload.lastName === 'Reactwrapper');
    expect(leads.map((lead) => [lead.payload.email, lead.attribution.partner])).toEqual([
      ['ada@acme.ng', 'acme'],
    ]);
  });

  it('controls open both ways: the prop opens and closes the dialog, onOpenChange hears Escape', async () => {
    const changes: boolean[] = [];
    let setOpen: (open: boolean) => void = () => {};
    render(
      <ControlledRolePicker
        changes={changes}
        expose={(set) => {
          setOpen = set;
        }}
      />,
    );
    const element = the('gw-role-picker');
    await mountedRoot(element);
    const view = within(inner(element));
    expect(element.hasAttribute('open')).toBe(false);

    act(() => setOpen(true));
    expect(element.getAttribute('open')).toBe('');
    await view.findByRole('dialog', {}, firstUse);
    await waitFor(() => expect(changes).toEqual([true]));

    act(() => setOpen(false));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(changes).toEqual([true, false]));

    act(() => setOpen(true));
    const dialog = await view.findByRole('dialog', {}, firstUse);
    // The visitor closes it: the page hears it and its state follows, so the attribute goes.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(changes).toEqual([true, false, true, false]));
    expect(element.hasAttribute('open')).toBe(false);
  });

  it('useGroundworkReady: true once the widget has rendered, also in a component mounted later', async () => {
    const first = render(
      <>
        <DemoButton partner="acme" />
        <Status />
      </>,
    );
    expect(await first.findByText('ready')).toBeTruthy();
    // After gw:ready was said: a late listener would miss it, the hook does not.
    const late = render(<Status />);
    expect(await late.findByText('ready')).toBeTruthy();
  });

  it('does not add the script unless given src', () => {
    const before = document.querySelectorAll('script').length;
    render(<Waitlist partner="acme" />);
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });
});
