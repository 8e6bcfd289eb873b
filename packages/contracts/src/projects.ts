import { z } from 'zod';
import { ImageUploadBodySchema } from './catalog';
import { ErrorBodySchema } from './errors';
import { RowIdSchema } from './ids';

export const PROJECT_VIDEO_FORMATS = ['dash', 'hls'] as const;
export const PROJECT_IMAGE_TYPES = ['packshot', 'packshot-vertical'] as const;

export const ProjectVideoSchema = z.object({ format: z.enum(PROJECT_VIDEO_FORMATS), url: z.string() });
export type ProjectVideo = z.infer<typeof ProjectVideoSchema>;
export const ProjectImageSchema = z.object({ type: z.enum(PROJECT_IMAGE_TYPES), url: z.string() });
export type ProjectImage = z.infer<typeof ProjectImageSchema>;

/** One side of a battle (SPEC section 3); mediaId or seasonId once the project was released. */
export const ProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  mediaId: z.number().int().nullable(),
  seasonId: z.number().int().nullable(),
  videos: z.array(ProjectVideoSchema),
  images: z.array(ProjectImageSchema),
});
export type Project = z.infer<typeof ProjectSchema>;

/** UTC written without a suffix, as SPEC section 3 writes the battle's dates: 2026-11-24T12:00:00. */
export const BattleDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** GET /v5/projects/active: the battle members see (null when the network has none). */
export const BattleSchema = z.object({
  id: z.uuid(),
  leftProject: ProjectSchema,
  rightProject: ProjectSchema,
  startDate: BattleDateSchema,
  endDate: BattleDateSchema,
  active: z.boolean(),
});
export type Battle = z.infer<typeof BattleSchema>;
export const ActiveBattleSchema = BattleSchema.nullable();

/** GET /v5/projects/past: the winners of closed battles, newest first. */
export const PastWinnerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  images: z.array(ProjectImageSchema),
  mediaId: z.number().int().nullable(),
  seasonId: z.number().int().nullable(),
});
export type PastWinner = z.infer<typeof PastWinnerSchema>;

/** GET /v1/projectpage/{id}: a project with the battle it is in. */
export const ProjectPageSchema = z.object({
  project: ProjectSchema,
  battle: BattleSchema,
  winner: z.boolean(),
});
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

export const ProjectParamsSchema = z.object({ id: z.uuid('Not a project id.') });

/** The amount stays text here: the contribution answers a wrong one with an Amount error (SPEC section 5). */
export const ContributionParamsSchema = z.object({
  projectId: z.uuid('Not a project id.'),
  amount: z.string().max(20),
});

export const ContributionSchema = z.object({
  projectId: z.uuid(),
  /** The project's total after the contribution. */
  points: z.number().int(),
  pointsAvailable: z.number().int(),
});
export type Contribution = z.infer<typeof ContributionSchema>;

/** A refused contribution: `errors.Amount` holds the messages, the first of which the page shows. */
export const ContributionErrorSchema = ErrorBodySchema.extend({
  errors: z.object({ Amount: z.array(z.string()).min(1) }),
});

/** Realtime event 'greenlight'. */
export const GREENLIGHT_EVENT = 'greenlight';
export const GreenlightRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch') }),
  z.object({ type: z.literal('leave') }),
]);
export type GreenlightRequest = z.input<typeof GreenlightRequestSchema>;
export type GreenlightPush =
  | { type: 'totals'; battleId: string; totals: { projectId: string; points: number }[] }
  | { type: 'changed'; battleId: string };

// ---- Console ----

export const BATTLE_STATES = ['scheduled', 'active', 'closed'] as const;
export type BattleState = (typeof BATTLE_STATES)[number];

export const AdminProjectSchema = ProjectSchema.extend({
  /** The pitch video in the pipeline: its state, so the console can say when it plays. */
  videoStatus: z.enum(['none', 'queued', 'processing', 'ready', 'failed']),
});
export type AdminProject = z.infer<typeof AdminProjectSchema>;

export const AdminBattleSchema = z.object({
  id: z.uuid(),
  state: z.enum(BATTLE_STATES),
  leftProject: AdminProjectSchema,
  rightProject: AdminProjectSchema,
  /** ISO 8601 UTC with a Z. */
  startDate: z.string(),
  endDate: z.string(),
  minContribution: z.number().int(),
  maxContribution: z.number().int(),
  closedAt: z.string().nullable(),
  winnerProjectId: z.uuid().nullable(),
  contributions: z.number().int(),
});
export type AdminBattle = z.infer<typeof AdminBattleSchema>;

const title = z.string().trim().min(1, 'Give the project a title.').max(120);
const description = z.string().trim().max(2000).default('');

/**
 * A project's pitch video: an existing episode's, or none yet. A pitch file is uploaded once the project exists,
 * with the resumable uploads (Upload-Metadata target `project` and its projectId): replaced until its battle
 * starts, and set while no pitch plays until the battle closes.
 */
export const ProjectVideoInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('episode'), mediaId: RowIdSchema }),
  z.object({ kind: z.literal('none') }),
]);

export const ProjectInputSchema = z.object({
  title,
  description,
  video: ProjectVideoInputSchema,
  packshot: ImageUploadBodySchema,
  packshotVertical: ImageUploadBodySchema,
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;
export type ProjectInputValues = z.output<typeof ProjectInputSchema>;

const isoDate = z.iso.datetime({ offset: true, message: 'A date and time, such as 2026-12-01T18:00:00Z.' });
const contribution = z.number().int('A whole number of points.').min(1).max(1_000_000);

const scheduleFields = {
  startDate: isoDate,
  endDate: isoDate,
  minContribution: contribution,
  maxContribution: contribution,
};
type ScheduleValues = {
  startDate: string;
  endDate: string;
  minContribution: number;
  maxContribution: number;
};

/** A battle ends after it starts, and its maximum contribution is at least its minimum. */
function withScheduleRules<T extends z.ZodType<ScheduleValues>>(schema: T) {
  return schema
    .refine((value) => Date.parse(value.endDate) > Date.parse(value.startDate), {
      message: 'The battle must end after it starts.',
      path: ['endDate'],
    })
    .refine((value) => value.maxContribution >= value.minContribution, {
      message: 'The maximum must be at least the minimum.',
      path: ['maxContribution'],
    });
}

export const BattleScheduleSchema = withScheduleRules(z.object(scheduleFields));
export type BattleSchedule = z.infer<typeof BattleScheduleSchema>;

export const CreateBattleBodySchema = withScheduleRules(
  z.object({ leftProject: ProjectInputSchema, rightProject: ProjectInputSchema, ...scheduleFields }),
);
export type CreateBattleBody = z.input<typeof CreateBattleBodySchema>;
export type CreateBattle = z.output<typeof CreateBattleBodySchema>;

export const BattleParamsSchema = z.object({ battleId: z.uuid('Not a battle id.') });

/** Links a battle's winner to what it became: one of an episode or a season. */
export const LinkWinnerBodySchema = z
  .object({
    mediaId: RowIdSchema.nullable().default(null),
    seasonId: RowIdSchema.nullable().default(null),
  })
  .refine((value) => (value.mediaId === null) !== (value.seasonId === null), {
    message: 'Choose an episode or a season.',
    path: ['mediaId'],
  });
export type LinkWinnerBody = z.input<typeof LinkWinnerBodySchema>;
export type LinkWinner = z.output<typeof LinkWinnerBodySchema>;
