import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonVariant, buttonVariants } from './index.ts';

const variants = Object.keys(buttonVariants) as ButtonVariant[];

describe('Button', () => {
  it('is a named button that does not submit forms unless asked', () => {
    render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('declares exactly the six variants of the spec', () => {
    expect(variants).toEqual(['primary', 'secondary', 'danger', 'muted', 'transparent', 'success']);
  });

  it.each(variants)('renders the %s variant with its classes', async (variant) => {
    const onClick = vi.fn();
    render(
      <Button variant={variant} onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset.variant).toBe(variant);
    for (const name of buttonVariants[variant].split(' ')) {
      expect(button.classList.contains(name)).toBe(true);
    }
    await userEvent.click(button);
    // A muted button is disabled (spec §4); every other variant fires.
    expect(button.hasAttribute('disabled')).toBe(variant === 'muted');
    expect(onClick).toHaveBeenCalledTimes(variant === 'muted' ? 0 : 1);
  });

  it('shows a spinner, says it is loading and swallows clicks while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit Loading' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Submit</Button>);
    const idle = await screen.findByRole('button', { name: 'Submit' });
    expect(idle.querySelector('[data-slot="spinner"]')).toBeNull();
    await userEvent.click(idle);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Demo" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when idle', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Demo" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
