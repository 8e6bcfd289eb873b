import type { DeviceType } from '@/lib/storage';

export interface LegalDocumentsCheckContext {
  authenticated: boolean;
  deviceType: DeviceType | null;
  /** The current page's path. */
  path: string;
  /** Whether this browser remembers the member accepting everything required. */
  accepted: boolean;
}

/**
 * SPEC section 4, "Legal documents": a logged-in member, not on iOS, not reading the documents, who has not
 * accepted them yet, is checked for required documents missing an acceptance.
 */
export function shouldCheckLegalDocuments({
  authenticated,
  deviceType,
  path,
  accepted,
}: LegalDocumentsCheckContext): boolean {
  return authenticated && deviceType !== 'ios' && !path.toLowerCase().includes('legaldocuments') && !accepted;
}
