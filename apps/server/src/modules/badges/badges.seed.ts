import type { Executor } from '../../db/client';
import { createBadgesRepository, type NewBadgeType } from './badges.repository';

/** The badges every network has: the product earns them (the annual plan, a year subscribed, account types). */
const BASE_BADGE_TYPES: NewBadgeType[] = [
  {
    type: 'annual',
    name: 'Annual Crew',
    description: 'On the annual plan: a whole year of the crew, paid up front.',
    howToEarn: 'Subscribe to the annual plan.',
    earnedBy: 'annual',
    position: 0,
  },
  {
    type: 'anniversary',
    name: 'One Year Strong',
    description: 'A full year as a subscriber.',
    howToEarn: 'Stay subscribed for a year; it arrives the day after your first anniversary.',
    earnedBy: 'anniversary',
    position: 1,
  },
  {
    type: 'staff',
    name: 'Staff',
    description: 'Runs the network behind the scenes.',
    howToEarn: 'Comes with a staff account.',
    earnedBy: 'staff',
    position: 2,
  },
  {
    type: 'creator',
    name: 'Creator',
    description: 'Makes the shows you watch.',
    howToEarn: 'Comes with a creator account.',
    earnedBy: 'creator',
    position: 3,
  },
];

/** Badges the demo's staff hand out. */
const DEMO_BADGE_TYPES: NewBadgeType[] = [
  {
    type: 'founding-crew',
    name: 'Founding Crew',
    description: 'One of the first members of the crew.',
    howToEarn: 'Given by staff to the members who joined in the first season.',
    earnedBy: 'granted',
    position: 4,
  },
  {
    type: 'greenlight-backer',
    name: 'Greenlight Backer',
    description: 'Backed a project that got made.',
    howToEarn: 'Given by staff when a Greenlight project you put points into gets made.',
    earnedBy: 'granted',
    position: 5,
  },
  {
    type: 'chat-regular',
    name: 'Chat Regular',
    description: 'Keeps the live chat friendly and busy.',
    howToEarn: 'Given by staff to the voices that make the live chat a good place.',
    earnedBy: 'granted',
    position: 6,
  },
];

/** Badges the demo subscriber owns. */
export const DEMO_SUBSCRIBER_BADGES = ['founding-crew', 'greenlight-backer'];

/** Adds the badge types the product earns, leaving an operator's edits alone (runs at every start). */
export async function seedBadgeTypes(tx: Executor): Promise<void> {
  await createBadgesRepository(tx).insertMissingTypes(BASE_BADGE_TYPES);
}

/** The demo's staff-granted badges, and the demo subscriber's grants of them. */
export async function seedDemoBadges(tx: Executor, subscriberId: string): Promise<void> {
  const repository = createBadgesRepository(tx);
  await repository.insertMissingTypes(DEMO_BADGE_TYPES);
  await repository.insertGrants(
    DEMO_SUBSCRIBER_BADGES.map((type) => ({ userId: subscriberId, type, reason: 'Demo network' })),
  );
}
