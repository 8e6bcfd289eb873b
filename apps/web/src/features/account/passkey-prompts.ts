import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** The browser made no passkey or signed nothing: the member cancelled, or it has no authenticator to offer. */
export class PasskeyPromptError extends Error {
  constructor(cause: unknown) {
    super('The passkey prompt did not complete', { cause });
    this.name = 'PasskeyPromptError';
  }
}

// The WebAuthn helper is loaded only when a member makes or uses a passkey, so no other page carries it.
async function prompt<Answer>(ask: (browser: typeof import('@simplewebauthn/browser')) => Promise<Answer>) {
  const browser = await import('@simplewebauthn/browser');
  try {
    return await ask(browser);
  } catch (error) {
    throw new PasskeyPromptError(error);
  }
}

export function createPasskey(options: Record<string, unknown>) {
  return prompt((browser) =>
    browser.startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
}

export function signWithPasskey(options: Record<string, unknown>) {
  return prompt((browser) =>
    browser.startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
  );
}
