import { z } from 'zod';
import { AnalyticsWindowSchema } from './analytics';

/** What members did over the period, or on one day of it. */
const CommunityFiguresSchema = z.object({
  /** Producer Points contributed to Greenlight projects. */
  contributedPoints: z.number().int(),
  /** Producer Points members were given, and those they spent (contributions and the like). */
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  /** Comments and replies written on episodes (removed ones too). */
  comments: z.number().int(),
});

/** A Greenlight project's contributions: the Producer Points given to it, and how many times. */
const ProjectContributionsSchema = z.object({
  battleId: z.string(),
  projectId: z.string(),
  title: z.string(),
  points: z.number().int(),
  contributions: z.number().int(),
});

/** GET /v1/admin/analytics/community: Greenlight, Producer Points and comments over a period; aggregates only. */
export const CommunityReportSchema = AnalyticsWindowSchema.extend({
  totals: CommunityFiguresSchema.extend({
    contributions: z.number().int(),
    contributors: z.number().int(),
  }),
  /** Every day of the period, oldest first. */
  days: z.array(CommunityFiguresSchema.extend({ day: z.string() })),
  /** Each project contributed to in the period, by battle (named by its two sides), the latest battle first. */
  projects: z.array(
    ProjectContributionsSchema.extend({
      leftTitle: z.string(),
      rightTitle: z.string(),
      contributors: z.number().int(),
    }),
  ),
  /** Contributions by day and project, oldest first: only the days a project had any. */
  projectDays: z.array(ProjectContributionsSchema.extend({ day: z.string() })),
  /** The episodes most commented in the period. */
  episodes: z.array(
    z.object({
      mediaId: z.number().int(),
      title: z.string(),
      showTitle: z.string(),
      comments: z.number().int(),
      commenters: z.number().int(),
    }),
  ),
});
export type CommunityReport = z.infer<typeof CommunityReportSchema>;
