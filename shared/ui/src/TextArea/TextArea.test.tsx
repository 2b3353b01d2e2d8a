import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './index.ts';

function Harness({ max }: { max: number }) {
  const [text, setText] = useState('');
  return <TextArea label="Project description" maxLength={max} value={text} onChange={setText} />;
}

describe('TextArea', () => {
  it('counts characters against the limit', async () => {
    const user = userEvent.setup();
    render(<Harness max={160} />);
    expect(screen.getByText('0/160')).toBeTruthy();
    await user.type(screen.getByLabelText('Project description'), 'Four storey block');
    expect(await screen.findByText('17/160')).toBeTruthy();
  });

  it('stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Project description');
    await user.type(area, 'abcdefgh');
    await waitFor(() => expect(area.value).toBe('abcde'));
    expect(screen.getByText('5/5')).toBeTruthy();
  });

  it('cuts a paste at the limit', async () => {
    const user = userEvent.setup();
    render(<Harness max={10} />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Project description');
    await user.click(area);
    await user.paste('A twelve-storey mixed-use block');
    await waitFor(() => expect(area.value).toBe('A twelve-s'));
    expect(screen.getByText('10/10')).toBeTruthy();
  });

  it('describes itself with the counter and the error', () => {
    render(
      <TextArea label="Notes" maxLength={10} value="" onChange={() => {}} error="Too short" />,
    );
    const area = screen.getByLabelText('Notes');
    const ids = (area.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '0/10',
      'Too short',
    ]);
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});
