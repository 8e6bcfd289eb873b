import type { BadgeOption } from '@crewcast/contracts/badges';
import { BADGES_MAX } from '@crewcast/contracts/constants/badges';

/**
 * SPEC section 4, "Badges": clicking a badge toggles it; the order is the order of selection. A fourth badge
 * is not added (at most three), and badges the member does not own cannot be chosen.
 */
export function toggleBadge(
  selection: readonly string[],
  badge: Pick<BadgeOption, 'type' | 'owned'>,
): string[] {
  if (selection.includes(badge.type)) return selection.filter((type) => type !== badge.type);
  if (!badge.owned || selection.length >= BADGES_MAX) return [...selection];
  return [...selection, badge.type];
}

/** The member's current choice, in order, from GET /v1/badges/all. */
export function chosenTypes(badges: readonly BadgeOption[]): string[] {
  return badges
    .filter((badge) => badge.order !== null)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((badge) => badge.type);
}

/** Whether the badge can be added now: owned, and either chosen already (to remove it) or a slot is free. */
export function canToggle(selection: readonly string[], badge: Pick<BadgeOption, 'type' | 'owned'>): boolean {
  return selection.includes(badge.type) || (badge.owned && selection.length < BADGES_MAX);
}

export const sameSelection = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type, index) => type === b[index]);
