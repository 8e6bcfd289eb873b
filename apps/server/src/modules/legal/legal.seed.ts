import type { Executor } from '../../db/client';
import { createLegalRepository } from './legal.repository';

/** Version 1 of the documents every member accepts; operators publish new versions as new rows. */
export async function seedLegalDocuments(tx: Executor): Promise<void> {
  const repository = createLegalRepository(tx);
  await repository.insert({
    type: 'terms-of-service',
    version: 1,
    required: true,
    title: 'Terms of Service',
    body: [
      'These terms govern your use of this site and its apps.',
      'Your membership renews until you cancel; you can cancel any time and keep access until the end of the period you paid for. Every subscription starts with a 14-day free trial.',
      'Be kind in chat. We remove messages and accounts that harass, threaten or spam others.',
      'Videos are for your personal viewing. Do not copy, share or rebroadcast them.',
    ].join('\n\n'),
  });
  await repository.insert({
    type: 'privacy-policy',
    version: 1,
    required: true,
    title: 'Privacy Policy',
    body: [
      'We keep the data we need to run your membership: your email, display name, devices, what you watch and your chat messages.',
      'We do not sell your data and we show no ads.',
      'You can delete your account from your account page at any time; it is erased after a 14-day grace period.',
    ].join('\n\n'),
  });
}
