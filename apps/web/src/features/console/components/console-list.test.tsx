import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { ConsoleList } from './console-list';
import type { ConsoleQueryResult } from './console-query';

interface Answer {
  total: number;
  badges: { type: string; name: string }[];
}

const EMPTY = { title: 'No badges yet', body: 'Create the first one.' };

function renderList(query: Partial<ConsoleQueryResult<Answer>>) {
  renderStarted(
    <ConsoleList
      query={{ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...query }}
      rows={(answer) => answer.badges}
      empty={EMPTY}
      caption="Badges"
      rowKey={(badge) => badge.type}
      columns={[{ key: 'name', header: 'Name', cell: (badge) => badge.name }]}
      above={(answer) => <p>{answer.total} found</p>}
      below={() => <button type="button">More</button>}
    />,
  );
}

describe('ConsoleList', () => {
  it('shows the empty state when the answer has no rows', () => {
    renderList({ data: { total: 0, badges: [] } });
    expect(screen.getByRole('heading', { name: EMPTY.title })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('0 found')).toBeNull();
  });

  it('shows the rows in a table, with what stands above and below it', () => {
    renderList({ data: { total: 1, badges: [{ type: 'founder', name: 'Founder' }] } });
    expect(screen.getByRole('table', { name: 'Badges' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /Founder/ })).toBeTruthy();
    expect(screen.getByText('1 found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });
});
