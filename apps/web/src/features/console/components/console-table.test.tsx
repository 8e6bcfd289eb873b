import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { ConsoleTable } from './console-table';

interface Badge {
  name: string;
  holders: number;
}

const BADGES: Badge[] = [
  { name: 'Founder', holders: 12 },
  { name: 'backer', holders: 3 },
  { name: 'Crew', holders: 100 },
];

function renderTable() {
  renderStarted(
    <ConsoleTable
      caption="Badges"
      rows={BADGES}
      rowKey={(badge) => badge.name}
      columns={[
        { key: 'name', header: 'Badge', sortBy: (badge) => badge.name, cell: (badge) => badge.name },
        {
          key: 'holders',
          header: 'Holders',
          sortBy: (badge) => badge.holders,
          cell: (badge) => badge.holders,
        },
      ]}
      actions={{ header: 'Actions', cell: (badge) => <button type="button">Edit {badge.name}</button> }}
    />,
  );
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ConsoleTable', () => {
  it('keeps the rows in the order given until a column is sorted, then sorts either way', async () => {
    renderTable();
    expect(firstCells()).toEqual(['BadgeFounder', 'Badgebacker', 'BadgeCrew']);

    await userEvent.click(screen.getByRole('button', { name: 'Holders' }));
    expect(firstCells()).toEqual(['Badgebacker', 'BadgeFounder', 'BadgeCrew']);
    expect(screen.getByRole('columnheader', { name: 'Holders' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Badge' }).getAttribute('aria-sort')).toBe('none');

    await userEvent.click(screen.getByRole('button', { name: 'Holders' }));
    expect(firstCells()).toEqual(['BadgeCrew', 'BadgeFounder', 'Badgebacker']);
    expect(screen.getByRole('columnheader', { name: 'Holders' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // Text sorts the language's way, not by character code: 'backer' before 'Crew'.
    await userEvent.click(screen.getByRole('button', { name: 'Badge' }));
    expect(firstCells()).toEqual(['Badgebacker', 'BadgeCrew', 'BadgeFounder']);
  });

  it("heads each cell with its column's name for phones, hidden from screen readers that read the header", () => {
    renderTable();
    const [firstRow] = screen.getAllByRole('row').slice(1);
    const cells = within(firstRow!).getAllByRole('cell');
    expect(cells[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('Badge');
    // Row actions carry no phone label; their column's header is for screen readers only.
    expect(cells[2]!.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '[]console.table.label' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Badges' })).toBeTruthy();
  });
});
