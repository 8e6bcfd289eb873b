import type { Battle, PastWinner } from '@crewcast/contracts/projects';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { DEMO_BATTLE, DEMO_PAST_BATTLES } from './projects.seed';

const ctx = useTestApp();

describe('the demo Greenlight', () => {
  it('has a running battle and two past winners from the first start', async () => {
    const battle = (await ctx.app.inject({ method: 'GET', url: '/v5/projects/active' })).json() as Battle;
    expect(battle).toMatchObject({
      active: true,
      leftProject: { title: DEMO_BATTLE[0].title, points: DEMO_BATTLE[0].points },
      rightProject: { title: DEMO_BATTLE[1].title, points: DEMO_BATTLE[1].points },
    });
    const past = (await ctx.app.inject({ method: 'GET', url: '/v5/projects/past' })).json() as PastWinner[];
    expect(past.map((winner) => winner.title)).toEqual(DEMO_PAST_BATTLES.map(([winner]) => winner.title));
  });
});
