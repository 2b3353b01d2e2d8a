import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './index.ts';

describe('Spinner', () => {
  it('announces its label as a status when it stands alone', () => {
    render(<Spinner label="Loading calendar" />);
    expect(screen.getByRole('status').textContent).toBe('Loading calendar');
  });

  it('is hidden from assistive technology when unlabelled', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
