import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/index.ts';
import { type DropdownItem, DropdownMenu } from './index.ts';

const solutions: DropdownItem[] = [
  { label: 'Private Project Owners', href: '/owner' },
  { label: 'Enterprise Project Owners', href: '/enterprise', description: 'For portfolios' },
  { label: 'Build Now Pay Later', href: '/finance' },
  { label: 'Cost Calculator', href: 'https://calculator.example', external: true },
];

function renderMenu(items = solutions) {
  render(
    <>
      <DropdownMenu label="Solutions" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Solutions' });
}

const focusedName = () => document.activeElement?.textContent;

describe('DropdownMenu', () => {
  it('is a collapsed menu button to start with', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click as a menu labelled by its trigger, and closes on a second click', async () => {
    const trigger = renderMenu();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Solutions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Private Project Owners',
      'Enterprise Project OwnersFor portfolios',
      'Build Now Pay Later',
      'Cost Calculator (opens in a new tab)',
    ]);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders links, external ones opening safely in a new tab', async () => {
    await userEvent.click(renderMenu());
    const owner = await screen.findByRole('menuitem', { name: 'Private Project Owners' });
    expect(owner.getAttribute('href')).toBe('/owner');
    const calculator = screen.getByRole('menuitem', { name: /Cost Calculator/ });
    expect(calculator.getAttribute('target')).toBe('_blank');
    expect(calculator.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes on a press outside', async () => {
    await userEvent.click(renderMenu());
    await screen.findByRole('menu');
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const trigger = renderMenu();
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('is navigable with ArrowDown, ArrowUp, Home and End from the keyboard alone', async () => {
    const trigger = renderMenu();
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(focusedName()).toBe('Private Project Owners'));
    const steps: [string, string][] = [
      ['{ArrowDown}', 'Enterprise Project OwnersFor portfolios'],
      ['{ArrowDown}', 'Build Now Pay Later'],
      ['{ArrowUp}', 'Enterprise Project OwnersFor portfolios'],
      ['{End}', 'Cost Calculator (opens in a new tab)'],
      ['{ArrowDown}', 'Private Project Owners'],
      ['{ArrowUp}', 'Cost Calculator (opens in a new tab)'],
      ['{Home}', 'Private Project Owners'],
    ];
    for (const [key, expected] of steps) {
      await userEvent.keyboard(key);
      expect(focusedName()).toBe(expected);
    }
  });

  it('opens on the last item with ArrowUp', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedName()).toBe('Cost Calculator (opens in a new tab)'));
  });

  it('activates the focused item with Enter, closes and refocuses the trigger', async () => {
    const onSelect = vi.fn();
    const trigger = renderMenu([
      { label: 'Enterprise Plan', onSelect },
      { label: 'Premium Plan', onSelect: () => {} },
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedName()).toBe('Enterprise Plan'));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when Tab moves focus on', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('renders link items through renderLink so the site can use router links', async () => {
    const navigate = vi.fn();
    render(
      <DropdownMenu
        label="Pricing"
        items={[{ label: 'Premium Plan', href: '/pricing/premium' }]}
        renderLink={(item, { children, ...props }) => (
          <a
            {...props}
            href={item.href}
            onClick={(event) => {
              event.preventDefault();
              props.onClick(event);
              navigate(item.href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pricing' }));
    const item = await screen.findByRole('menuitem', { name: 'Premium Plan' });
    expect(item.getAttribute('href')).toBe('/pricing/premium');
    await userEvent.click(item);
    expect(navigate).toHaveBeenCalledWith('/pricing/premium');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('inside a shadow root, tells presses in the menu from presses outside it', async () => {
    const host = document.createElement('gw-widget');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <>
        <DropdownMenu label="Solutions" items={solutions} />
        <p>Partner text</p>
      </>,
      { container },
    );
    await userEvent.click(within(container).getByRole('button', { name: 'Solutions' }));
    const menu = await within(container).findByRole('menu');
    await userEvent.click(menu);
    expect(within(container).getByRole('menu')).toBe(menu);
    await userEvent.click(within(container).getByText('Partner text'));
    await waitFor(() => expect(within(container).queryByRole('menu')).toBeNull());
    host.remove();
  });

  it('inside a modal, Escape closes only the menu', async () => {
    render(
      <Modal title="Apply for Funding" defaultOpen>
        <DropdownMenu label="Currency" items={[{ label: 'Naira', onSelect: () => {} }]} />
      </Modal>,
    );
    const trigger = await screen.findByRole('button', { name: 'Currency' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Apply for Funding' })).toBeTruthy();
  });
});
