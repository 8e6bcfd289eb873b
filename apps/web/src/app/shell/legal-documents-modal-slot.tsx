import { LegalDocumentsModal } from '@/features/legal-documents/legal-documents-modal';

/**
 * The root shell's place for the legal documents modal (SPEC section 4, "Legal documents"), which asks a
 * logged-in member to accept the required documents they have not accepted yet.
 */
export function LegalDocumentsModalSlot() {
  return <LegalDocumentsModal />;
}
