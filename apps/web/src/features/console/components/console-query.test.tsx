import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { ConsoleQuery, type ConsoleQueryResult } from './console-query';

const EMPTY = { title: 'No badges yet', body: 'Create the first one.' };

function renderQuery(query: Partial<ConsoleQueryResult<string[]>>) {
  const refetch = vi.fn(async () => undefined);
  renderStarted(
    <ConsoleQuery
      query={{ isPending: false, isError: false, data: undefined, refetch, ...query }}
      empty={EMPTY}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ConsoleQuery>,
  );
  return refetch;
}

describe('ConsoleQuery', () => {
  it('announces that it is loading while the query runs', () => {
    renderQuery({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('[]common.loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry that asks again', async () => {
    const refetch = renderQuery({ isError: true });
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '[]common.retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list', () => {
    renderQuery({ data: [] });
    expect(screen.getByRole('heading', { name: EMPTY.title })).toBeTruthy();
    expect(screen.getByText(EMPTY.body)).toBeTruthy();
  });

  it('shows the content once there is some', () => {
    renderQuery({ data: ['Founder'] });
    expect(screen.getByRole('listitem').textContent).toBe('Founder');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
