import type { ProjectImage } from '@crewcast/contracts/projects';
import type { Executor } from '../../db/client';
import { battles, projects, projectTotals } from './projects.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo project: its artwork is drawn in its colours by the demo Greenlight job. */
export interface DemoProject {
  slug: string;
  title: string;
  description: string;
  colors: [string, string];
  points: number;
}

export const DEMO_BATTLE: [DemoProject, DemoProject] = [
  {
    slug: 'midnight-kitchen',
    title: 'Midnight Kitchen',
    description: 'Chefs from the crew cook whatever the chat picks, live, after the late show.',
    colors: ['#c2410c', '#0b0b0f'],
    points: 46,
  },
  {
    slug: 'signal-hunters',
    title: 'Signal Hunters',
    description: 'Two radio nerds drive across the country chasing the strangest broadcasts on the dial.',
    colors: ['#0e7490', '#0b0b0f'],
    points: 38,
  },
];

/** Past battles, winner first; the winners are linked to the demo shows once those exist. */
export const DEMO_PAST_BATTLES: [DemoProject, DemoProject][] = [
  [
    {
      slug: 'greenlight-pitches',
      title: 'Greenlight Pitches',
      description: 'The ideas members voted for, pitched by the people who want to make them.',
      colors: ['#d9480f', '#0b0b0f'],
      points: 212,
    },
    {
      slug: 'quiet-hours',
      title: 'Quiet Hours',
      description: 'Slow television from the studio roof at dawn.',
      colors: ['#475569', '#0b0b0f'],
      points: 154,
    },
  ],
  [
    {
      slug: 'open-studio',
      title: 'Open Studio',
      description: 'Makers from the community take over the studio and build something in an afternoon.',
      colors: ['#7a3df0', '#0b0b0f'],
      points: 187,
    },
    {
      slug: 'map-room',
      title: 'The Map Room',
      description: 'Every week a member brings an old map and the crew goes to find what is left.',
      colors: ['#15803d', '#0b0b0f'],
      points: 120,
    },
  ],
];

export const demoImageUrl = (slug: string, type: ProjectImage['type']) =>
  `/images/projects/demo-${slug}/${type}.svg`;

const imagesOf = (slug: string): ProjectImage[] => [
  { type: 'packshot', url: demoImageUrl(slug, 'packshot') },
  { type: 'packshot-vertical', url: demoImageUrl(slug, 'packshot-vertical') },
];

async function insertBattle(
  tx: Executor,
  pair: [DemoProject, DemoProject],
  window: { start: Date; end: Date; closed: boolean },
): Promise<void> {
  const rows = await tx
    .insert(projects)
    .values(
      pair.map((project) => ({
        title: project.title,
        description: project.description,
        images: imagesOf(project.slug),
      })),
    )
    .returning({ id: projects.id });
  // The first side got to its total first, so it is ahead on a tie.
  await tx.insert(projectTotals).values(
    rows.map((row, index) => ({
      projectId: row.id,
      shard: 0,
      points: pair[index]!.points,
      reachedAt: new Date(window.end.getTime() - (index + 1) * 60_000),
    })),
  );
  const [left, right] = rows as [{ id: string }, { id: string }];
  await tx.insert(battles).values({
    leftProjectId: left.id,
    rightProjectId: right.id,
    startDate: window.start,
    endDate: window.end,
    minContribution: 1,
    maxContribution: 50,
    closedAt: window.closed ? window.end : null,
    winnerProjectId: window.closed ? left.id : null,
  });
}

/**
 * The demo's Greenlight: a battle running for the next twelve days and two closed ones whose winners became demo
 * shows. Pitch videos and artwork come from the demo Greenlight job.
 */
export async function seedDemoGreenlight(tx: Executor, now = new Date()): Promise<void> {
  await insertBattle(tx, DEMO_BATTLE, {
    start: new Date(now.getTime() - 2 * DAY_MS),
    end: new Date(now.getTime() + 12 * DAY_MS),
    closed: false,
  });
  for (const [index, pair] of DEMO_PAST_BATTLES.entries()) {
    const end = new Date(now.getTime() - (30 * (index + 1) + 2) * DAY_MS);
    await insertBattle(tx, pair, { start: new Date(end.getTime() - 14 * DAY_MS), end, closed: true });
  }
}
