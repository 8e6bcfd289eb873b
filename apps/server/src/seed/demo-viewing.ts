import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Members who watched the demo network over the last month; they have no password, so nobody signs in as them. */
const DEMO_VIEWERS = 120;
const DEMO_DAYS = 30;
/** The demo clips' length (demo-catalog.ts makes 12 s title cards). */
const CLIP_SECONDS = 12;

/**
 * A plausible month of viewing on the demo catalog, so the console's analytics are not empty: viewers joining over
 * the month on web, iOS, Android and TV, watching a few episodes a day, earlier episodes more, and fewer of them
 * to the end. Written as the raw viewing rows the player's progress saves make; the hourly rollup folds them.
 */
export async function seedDemoViewing(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    insert into users (email, display_name, verified, created_at)
    select 'viewer-' || g || '@demo.crewcast.test', 'Demo Viewer ' || g, true,
           ${now}::timestamptz - make_interval(days => ${DEMO_DAYS + 30} - (g % ${DEMO_DAYS + 30}))
    from generate_series(1, ${DEMO_VIEWERS}) g`);
  await db.execute(sql`
    insert into devices (user_id, device_identifier, is_active, platform, model)
    select id, 'demo-device-' || id, true,
           (array['web', 'web', 'web', 'ios', 'ios', 'android', 'androidtv'])[1 + abs(hashtext(email)) % 7], 'Demo'
    from users where email like 'viewer-%@demo.crewcast.test'`);
  // Each viewer starts watching some day of the month (a third were there before it) and, from then, watches
  // each episode on a given day with a chance that falls with the episode's place in the catalog.
  await db.execute(sql`
    with viewers as (
      select u.id, d.device_identifier, row_number() over (order by u.email) as n
      from users u join devices d on d.user_id = u.id
      where u.email like 'viewer-%@demo.crewcast.test'),
    episodes as (select id, row_number() over (order by id) as n from media),
    days as (select g as back, (${now}::timestamptz - make_interval(days => g))::date as day
             from generate_series(0, ${DEMO_DAYS - 1}) g),
    picks as (
      select day, v.id as user_id, e.id as media_id, v.device_identifier,
             abs(hashtext(v.id::text || e.id || day)) % 1000 as roll, e.n as episode_n
      from viewers v cross join episodes e cross join days
      where days.back <= ${DEMO_DAYS} - (v.n % ${DEMO_DAYS}) + (case when v.n % 3 = 0 then ${DEMO_DAYS} else 0 end))
    insert into viewing_events (day, user_id, media_id, device_identifier, watched_seconds, duration_seconds, segments)
    select day, user_id, media_id, device_identifier,
           ${CLIP_SECONDS} * twentieths / 20.0, ${CLIP_SECONDS}, (1 << twentieths::int) - 1
    from picks, lateral (select greatest(2, least(20, 21 - (roll % 23))) as twentieths) played
    where roll < 220 / episode_n + 25`);
  // A third of them watched before this month: returning viewers.
  await db.execute(sql`
    insert into viewing_first_days (user_id, first_day)
    select v.id, (${now}::timestamptz - make_interval(days => ${DEMO_DAYS * 2}))::date
    from (select id, row_number() over (order by email) as n from users
          where email like 'viewer-%@demo.crewcast.test') v
    where v.n % 3 = 0`);
}
