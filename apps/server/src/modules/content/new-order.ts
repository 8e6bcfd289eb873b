import { AppError } from '../../http/errors';

/**
 * Refuses a new order that does not name each of `items` once; `what` names the items in the messages ('show',
 * 'episode of the season') and `field` is the request's list.
 */
export function assertNewOrder<T>(items: T[], order: T[], field: string, what: string): void {
  if (items.length !== order.length || !items.every((item) => order.includes(item)))
    throw new AppError('VALIDATION', `Name every ${what} once, in the new order.`, {
      fields: { [field]: [`must list every ${what} once`] },
    });
}
