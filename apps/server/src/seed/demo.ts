import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import { AccountType } from '@crewcast/contracts/account';
import type { RemoteConfig } from '@crewcast/contracts/config';
import type { Executor } from '../db/client';
import { createVerifiedAccount } from '../modules/account/create-account';
import { verifyPassword } from '../modules/account/passwords';
import { createUsersRepository } from '../modules/users/users.repository';
import { createConfigRepository } from '../modules/config/config.repository';
import { createFaqRepository } from '../modules/faq/faq.repository';
import { seedDemoSubscription } from '../modules/billing/billing.seed';
import { seedDemoCoupons } from '../modules/coupons/coupons.seed';
import { seedDemoLivestream } from '../modules/live/live.seed';
import { seedDemoBadges } from '../modules/badges/badges.seed';
import { seedDemoGreenlight } from '../modules/projects/projects.seed';
import { seedDemoBingo } from '../modules/bingo/bingo.seed';

const demoConfig: Partial<RemoteConfig> = {
  projectName: 'crewcast',
  store_url: 'https://store.crewcast.example/',
  makersplace_url: 'https://makersplace.crewcast.example/',
  brands_url: 'https://brands.crewcast.example/',
  ios_app_url: 'https://apps.crewcast.example/ios',
  android_app_url: 'https://apps.crewcast.example/android',
};

const demoFaq = [
  {
    question: 'What is Crewcast?',
    answer:
      'Crewcast is the ad-free home of our creator network: shows, videos and a livestream with chat, on any device.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'The monthly plan is $3.99 a month and the annual plan $39.99 a year. Every subscription starts with a 14-day free trial.',
  },
  {
    question: 'Can I cancel any time?',
    answer:
      'Yes. Cancel from your account whenever you like; you keep access until the end of the period you paid for.',
  },
  {
    question: 'What are Producer Points?',
    answer:
      'Subscribers earn Producer Points every month (30 at once on the annual plan) and spend them in Greenlight battles to decide which shows get made.',
  },
  {
    question: 'Which devices can I watch on?',
    answer:
      'Any modern browser on a phone, tablet, computer or TV, plus our iOS and Android apps. Manage your devices from your account.',
  },
  {
    question: 'Do members get a merchandise discount?',
    answer: 'Members get 15% off merchandise and first access to new products in the store.',
  },
];

/** The demo account with a paid monthly subscription. */
export const DEMO_SUBSCRIBER_EMAIL = 'subscriber@crewcast.test';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'crewcast-demo';

export const demoAccounts = [
  // A member from before the subscription cut-off (SPEC section 9): reminded to subscribe, not sent to pay.
  {
    email: 'member@crewcast.test',
    displayName: 'Demo Member',
    accountType: AccountType.Normal,
    createdAt: new Date('2020-06-01T00:00:00Z'),
  },
  { email: 'subscriber@crewcast.test', displayName: 'Demo Subscriber', accountType: AccountType.Normal },
  { email: 'creator@crewcast.test', displayName: 'Demo Creator', accountType: AccountType.Creator },
  { email: 'staff@crewcast.test', displayName: 'Demo Staff', accountType: AccountType.Official },
] as const;

/** The demo network, written once into an empty database. */
export async function seedDemo(tx: Executor): Promise<void> {
  await createConfigRepository(tx).saveSettings(demoConfig, { overwrite: true });
  await createFaqRepository(tx).addItems(
    demoFaq.map((item, position) => ({ ...item, position, languageId: DEFAULT_LANGUAGE_ID })),
  );
  for (const account of demoAccounts) {
    const userId = await createVerifiedAccount(tx, { ...account, password: DEMO_PASSWORD });
    if (account.email === DEMO_SUBSCRIBER_EMAIL) {
      await seedDemoSubscription(tx, userId);
      await seedDemoBadges(tx, userId);
    }
  }
  await seedDemoCoupons(tx);
  await seedDemoLivestream(tx);
  await seedDemoGreenlight(tx);
  await seedDemoBingo(tx);
}

/** The demo accounts that still open with the published demo password. */
export async function demoAccountsWithDemoPassword(tx: Executor): Promise<string[]> {
  const users = createUsersRepository(tx);
  const open: string[] = [];
  for (const account of demoAccounts) {
    const user = await users.findByEmail(account.email);
    if (user && (await verifyPassword(user.passwordHash, DEMO_PASSWORD))) open.push(account.email);
  }
  return open;
}
