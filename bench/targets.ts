// The figures the speed targets name, each against its baseline and target, gathered from the tables printed
// above it in the same run: one row per target, with the range of what was measured and whether every row met it.
import type { ContentCacheRow } from './content-cache';
import type { ContributionFigures } from './greenlight';
import { printFiguresTable } from './harness';
import type { MemberReadRow } from './member-reads';

/** Content-cache answers up to this size are "small reads"; larger ones are bound by moving their bytes. */
const SMALL_READ_BYTES = 16 * 1024;

interface Target {
  name: string;
  baseline: string;
  /** The measured figures, one per row the target covers. */
  figures: number[];
  target: number;
  /** Whether a figure at or below the target meets it (a p99 ratio), rather than at or above it. */
  atMost?: boolean;
  /** Counts print whole; ratios with two decimals. */
  count?: boolean;
}

const ratio = (crewcast: number, baseline: number) => crewcast / baseline;

const memberRows = (rows: MemberReadRow[], request: string, network: string) =>
  rows.filter(({ crewcast }) => crewcast.name.startsWith(request) && crewcast.name.includes(`(${network})`));

/** The member requests the targets name, by the start of their measured name. */
const MEMBER_TARGETS: { request: string; name: string; target: number }[] = [
  {
    request: 'GET /v1/userinfo/query?select=email,points,subscription',
    name: 'user info (email, points, subscription)',
    target: 0.6,
  },
  { request: 'GET /v7/recommendations/batch', name: 'home rails', target: 0.4 },
  { request: 'PUT /v1/progress/', name: 'progress saves', target: 0.4 },
];

function memberTargets(rows: MemberReadRow[]): Target[] {
  return MEMBER_TARGETS.flatMap(({ request, name, target }) => {
    const demo = memberRows(rows, request, 'demo');
    const large = memberRows(rows, request, 'large');
    const throughput: Target = {
      name: `${name}, req/s`,
      baseline: 'one primary-key SELECT route, req/s',
      figures: [...demo, ...large].map(({ crewcast, bare }) =>
        ratio(crewcast.requestsPerSecond, bare.requestsPerSecond),
      ),
      target,
    };
    if (large.length === 0) return [throughput];
    // Each encoding's p99 on the large network against the demo's.
    const p99: Target = {
      name: `${name}, p99 at the large size`,
      baseline: 'p99 at the demo size',
      figures: large.flatMap(({ crewcast }, index) => {
        const demoRow = demo[index];
        return demoRow ? [ratio(crewcast.p99Ms, demoRow.crewcast.p99Ms)] : [];
      }),
      target: 1.5,
      atMost: true,
    };
    return [throughput, p99];
  });
}

function contentCacheTarget(rows: ContentCacheRow[]): Target[] {
  const small = rows.filter(({ bytes }) => bytes <= SMALL_READ_BYTES);
  if (small.length === 0) return [];
  return [
    {
      name: `content-cache reads up to ${SMALL_READ_BYTES / 1024} KB, plain and compressed`,
      baseline: 'a bare route sending the same bytes, req/s',
      figures: small.map(({ crewcast, bare }) => ratio(crewcast.requestsPerSecond, bare.requestsPerSecond)),
      target: 0.85,
    },
  ];
}

function greenlightTarget(contributions?: ContributionFigures): Target[] {
  if (!contributions) return [];
  return [
    {
      name: 'Greenlight contributions/s (embedded database)',
      baseline: '-',
      figures: [contributions.perSecond],
      target: 1500,
      count: true,
    },
    {
      name: 'Greenlight inconsistencies',
      baseline: '-',
      figures: [contributions.unexpectedAnswers + contributions.brokenRules],
      target: 0,
      atMost: true,
      count: true,
    },
  ];
}

function range(figures: number[], format: (value: number) => string): string {
  const low = format(Math.min(...figures));
  const high = format(Math.max(...figures));
  return low === high ? low : `${low}-${high}`;
}

export function printTargetsTable(
  contentCache: ContentCacheRow[],
  memberReads: MemberReadRow[],
  contributions?: ContributionFigures,
): void {
  const targets = [
    ...contentCacheTarget(contentCache),
    ...memberTargets(memberReads),
    ...greenlightTarget(contributions),
  ].filter(({ figures }) => figures.length > 0);
  if (targets.length === 0) return;
  console.log('\nAgainst the targets (every row of a target must meet it):');
  printFiguresTable(
    'target | baseline | rows | measured | target | verdict',
    targets.map(({ name, baseline, figures, target, atMost, count }) => {
      const met = figures.every((figure) => (atMost ? figure <= target : figure >= target));
      const format = (value: number) => (count ? String(value) : value.toFixed(2));
      return [
        name,
        baseline,
        figures.length,
        range(figures, format),
        `${atMost ? 'at most' : 'at least'} ${format(target)}`,
        met ? 'met' : 'missed',
      ];
    }),
  );
}
