import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { ComparePlans } from './index.ts';

function rowCells(name: string) {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('ComparePlans', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<ComparePlans />);
    await expectNoAxeViolations(container);
  });

  it('has the Free, Basic, Pro and Enterprise columns', () => {
    render(<ComparePlans />);
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const head = table.querySelector('thead');
    if (!head) throw new Error('no table head');
    const columns = within(head)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['Free', 'Basic', 'Pro', 'Enterprise']);
  });

  it('shows limits as text and availability as ✓/✗ with accessible words', () => {
    render(<ComparePlans />);
    expect(rowCells('Document storage')).toEqual(['100MB', '1GB', '10GB', '100GB']);
    expect(rowCells('Cluster (portfolio) view')).toEqual([
      '✗Not included',
      '✗Not included',
      '✗Not included',
      '✓Included',
    ]);
    expect(rowCells('Contractor shortlist')[2]).toBe('5 contractors');
  });
});
