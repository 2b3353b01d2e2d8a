import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from './index.ts';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      <Badge>{`Clicked ${count}`}</Badge>
    </button>
  );
}

describe('Badge', () => {
  it('renders its label and re-renders on state change', async () => {
    render(<Counter />);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('Clicked 1')).toHaveProperty('dataset.slot', 'badge');
  });
});
