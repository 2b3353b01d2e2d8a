import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorIdOf, FieldError } from './index.ts';

describe('FieldError', () => {
  it('draws nothing without a message', () => {
    const { container } = render(<FieldError of="email">{undefined}</FieldError>);
    expect(container.innerHTML).toBe('');
  });

  it("announces the message under the control's error id, in the one error style", () => {
    render(<FieldError of="purpose">Project type is required</FieldError>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Project type is required');
    expect(alert.id).toBe(errorIdOf('purpose'));
    // 12 px (text-xs), medium, danger: the same for every field of every form.
    expect(alert.className.split(' ')).toEqual(['text-xs', 'font-medium', 'text-danger']);
  });
});
