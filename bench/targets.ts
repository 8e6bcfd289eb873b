// The figures the speed targets name, each against its baseline and target, gathered from the tables printed
// above it in the same run: one row per target, with the range of what was measured and whether every row met it.
import type { ContentCacheRow } from './content-cache';
import { inconsistencies, type ContributionFigures } from './greenlight';
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

/** Each targeted member request: its req/s against the bare route, and each encoding's p99 at the large size. */
function memberTargets(rows: MemberReadRow[]): Target[] {
  // Each network's run makes its own request objects: they are told apart by name.
  const targets = new Map(
    rows.flatMap(({ request }) => (request.target ? [[request.name, request.target]] : [])),
  );
  return [...targets].flatMap(([requestName, { name, ratio: target }]) => {
    const measured = rows.filter((row) => row.request.name === requestName);
    const throughput: Target = {
      name: `${name}, req/s`,
      baseline: 'one primary-key SELECT route, req/s',
      figures: measured.map(({ crewcast, bare }) =>
        ratio(crewcast.requestsPerSecond, bare.requestsPerSecond),
      ),
      target,
    };
    const pairs = measured.flatMap((large) => {
      if (large.network !== 'large') return [];
      const demo = measured.find((row) => row.network === 'demo' && row.compressed === large.compressed);
      return demo ? [ratio(large.crewcast.p99Ms, demo.crewcast.p99Ms)] : [];
    });
    if (pairs.length === 0) return [throughput];
    const p99: Target = {
      name: `${name}, p99 at the large size`,
      baseline: 'p99 at the demo size, same encoding',
      figures: pairs,
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
      figures: [inconsistencies(contributions)],
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
