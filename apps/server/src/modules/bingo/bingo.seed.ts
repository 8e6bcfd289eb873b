import type { Executor } from '../../db/client';
import { createBingoRepository } from './bingo.repository';

/** The demo network's layout: things that happen on every livestream. */
export const DEMO_BINGO_LAYOUT = {
  name: 'Livestream Bingo',
  words: [
    'Audio cuts out',
    'Someone says “chat”',
    'Wrong camera',
    'Pet appears',
    'Technical difficulties',
    'Shout-out to a member',
    'Snack break',
    'Inside joke',
    'Someone laughs too hard',
    'Greenlight plug',
    'Merch plug',
    'Game over screen',
    'A long pause',
    '“We’ll fix it in post”',
    'Behind-the-scenes story',
    'Chat spams emotes',
    'Mic bump',
    'Someone forgets a name',
    'Loud noise off camera',
    'Coffee refill',
    'Phone rings',
    'Tangent about food',
    'Stream lags',
    '“Is this on?”',
    'Guest appearance',
    'Bloopers mentioned',
    'Someone sings',
    'Fan art shown',
  ],
};

/** The demo's one layout. */
export async function seedDemoBingo(tx: Executor): Promise<void> {
  await createBingoRepository(tx).insertLayout(DEMO_BINGO_LAYOUT);
}
