import type { LegalDocument } from '@crewcast/contracts/legal';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getMobileAppPlatform } from '@/lib/mobile-app-bridge';
import { isAuthenticated, subscribeToSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { getMissingLegalDocuments } from './api/get-missing-legal-documents';
import { shouldCheckLegalDocuments } from './legal-documents-rules';

/** Loaded only when a member has documents to accept, which most page loads never need. */
const MissingDocumentsDialog = lazy(() =>
  import('./missing-documents-dialog').then((module) => ({ default: module.MissingDocumentsDialog })),
);

/**
 * SPEC section 4, "Legal documents": asks a logged-in member to accept the required documents they have not
 * accepted yet. Checked when the page opens and after every login; once nothing is missing, the browser
 * remembers it and stops asking.
 */
export function LegalDocumentsModal() {
  const location = useLocation();
  const [missing, setMissing] = useState<LegalDocument[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const [logins, setLogins] = useState(0);

  useEffect(
    () =>
      subscribeToSession((event) => {
        if (event === 'logged-in') {
          // SPEC section 4, "Login success": a new login always checks, whatever an earlier member accepted.
          storage.legalDocumentsAccepted.remove();
          setDismissed(false);
          setLogins((count) => count + 1);
        }
        if (event === 'logged-out') setMissing([]);
      }),
    [],
  );

  const check = shouldCheckLegalDocuments({
    authenticated: isAuthenticated(),
    deviceType: getMobileAppPlatform(),
    path: location.pathname,
    accepted: storage.legalDocumentsAccepted.get() === true,
  });

  useEffect(() => {
    if (!check) return;
    let current = true;
    getMissingLegalDocuments().then(
      (documents) => {
        if (!current) return;
        if (documents.length === 0) storage.legalDocumentsAccepted.set(true);
        setMissing(documents);
      },
      (error: unknown) => console.warn('Could not check for legal documents to accept', error),
    );
    return () => {
      current = false;
    };
  }, [check, logins]);

  const onLegalPage = location.pathname.toLowerCase().includes('legaldocuments');
  if (missing.length === 0 || dismissed || onLegalPage || !isAuthenticated()) return null;
  return (
    <Suspense fallback={null}>
      <MissingDocumentsDialog
        documents={missing}
        onAccepted={setMissing}
        onClose={() => setDismissed(true)}
      />
    </Suspense>
  );
}
