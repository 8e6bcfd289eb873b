/**
 * The root shell's place for the legal documents modal (SPEC section 4, "Legal documents"). It renders nothing
 * until the accounts feature, which fetches the documents a logged-in member still has to accept, mounts its
 * modal here.
 */
export function LegalDocumentsModalSlot() {
  return null;
}
