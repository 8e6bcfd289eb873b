import { DEFAULT_LANGUAGE_ID, HIDDEN_SETTINGS_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { Executor } from '../db/client';
import { defaultRemoteConfig, defaultTheme } from '../modules/config/config.defaults';
import { createConfigRepository } from '../modules/config/config.repository';
import { createLocalisationRepository } from '../modules/localisation/localisation.repository';
import { englishStrings } from '../modules/localisation/strings.en';
import { seedLegalDocuments } from '../modules/legal/legal.seed';
import { seedPlans } from '../modules/billing/billing.seed';
import { seedBadgeTypes } from '../modules/badges/badges.seed';

/**
 * What every network needs, demo or not: config defaults, the theme, the two languages whose ids
 * the product relies on, the English strings, the legal documents and the plans. Runs at every start and only adds what is missing,
 * so an upgrade brings new strings and settings without touching what an operator changed.
 */
export async function seedBase(tx: Executor): Promise<void> {
  const config = createConfigRepository(tx);
  await config.saveSettings(defaultRemoteConfig, { overwrite: false });
  await config.saveMissingThemeVariables(defaultTheme);

  const localisation = createLocalisationRepository(tx);
  await localisation.saveMissingLanguages([
    {
      id: HIDDEN_SETTINGS_LANGUAGE_ID,
      code: 'en-GB',
      altCodes: ['en-IE', 'en-AU', 'en-NZ'],
      name: 'English (UK)',
    },
    {
      id: DEFAULT_LANGUAGE_ID,
      code: 'en-US',
      altCodes: ['en', 'en-CA'],
      name: 'English (US)',
      isFallback: true,
    },
  ]);
  await localisation.saveSeededStrings(DEFAULT_LANGUAGE_ID, englishStrings);
  await seedLegalDocuments(tx);
  await seedPlans(tx);
  await seedBadgeTypes(tx);
}
