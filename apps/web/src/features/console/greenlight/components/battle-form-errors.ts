import { staffErrorRules } from '../../components/staff-error-rules';

/** The parts of a project the battle form has a field for, with the parts of each the server may name. */
const PROJECT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  title: [],
  description: [],
  video: ['mediaId'],
  packshot: ['data', 'contentType'],
  packshotVertical: ['data', 'contentType'],
};

/**
 * How the battle forms read a refusal: a project's fields by side and field, whatever lies deeper
 * (leftProject.video.mediaId on leftProject.video), the schedule's by the server's names, and a winner's
 * episode or season on its id.
 */
export const BATTLE_RULES = staffErrorRules('error.generic.body', {
  ...Object.fromEntries(
    ['leftProject', 'rightProject'].flatMap((side) =>
      Object.entries(PROJECT_FIELDS).flatMap(([field, deeper]) => {
        const name = `${side}.${field}`;
        return [name, ...deeper.map((part) => `${name}.${part}`)].map((path) => [path, name]);
      }),
    ),
  ),
  startDate: 'startDate',
  endDate: 'endDate',
  minContribution: 'minContribution',
  maxContribution: 'maxContribution',
  mediaId: 'id',
  seasonId: 'id',
});
