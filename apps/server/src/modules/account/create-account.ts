import { AccountType } from '@crewcast/contracts/account';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { createUsersRepository, displayNameError, displayNameProblems } from '../users/users.module';
import { createAccountRepository } from './account.repository';
import { assertPasswordAllowed, hashPassword } from './passwords';

export interface NewAccount {
  email: string;
  displayName: string;
  password: string;
  accountType: (typeof AccountType)[keyof typeof AccountType];
  /** When the account was opened, for accounts carried over from an earlier site. */
  createdAt?: Date;
}

/** A verified account made by an operator (staff from the command line, the demo accounts), no mail sent. */
export async function createVerifiedAccount(tx: Executor, account: NewAccount): Promise<string> {
  const problems = displayNameProblems(account.displayName);
  if (problems.length > 0) throw displayNameError(problems);
  assertPasswordAllowed(account.password);
  const users = createUsersRepository(tx);
  if (await users.findByEmail(account.email))
    throw new AppError('ACCOUNT_EXISTS', 'This account already exists.');
  const user = await users.insert({
    email: account.email.trim().toLowerCase(),
    displayName: account.displayName,
    passwordHash: await hashPassword(account.password),
    accountType: account.accountType,
    verified: true,
    createdAt: account.createdAt,
  });
  return user.id;
}

/** An operator sets an account's password from the command line; every session of the account ends. */
export async function setAccountPassword(tx: Executor, email: string, password: string): Promise<void> {
  assertPasswordAllowed(password);
  const users = createUsersRepository(tx);
  const user = await users.findByEmail(email.trim().toLowerCase());
  if (!user) throw new AppError('NOT_FOUND', `There is no account with the email ${email}.`);
  await users.update(user.id, { passwordHash: await hashPassword(password) });
  await createAccountRepository(tx).revokeAllOfUser(user.id, 'password set by an operator');
}
