import type { LegalDocument } from '@crewcast/contracts/legal';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getMobileAppPlatform } from '@/lib/mobile-app-bridge';
import { isAuthenticated, subscribeToSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { getMissingLegalDocuments } from './api/get-missing-legal-documents';
import { shouldCheckLegalDocuments } from './legal-documents-rules';

/** The dialog's code, which only members with documents still to accept need. */
const loadDialog = () => import('./missing-documents-dialog');
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

/**
 * SPEC section 4, "Legal documents": asks a logged-in member to accept the required documents they have not
 * accepted yet. Checked when the page opens and after every login; once nothing is missing, the browser
 * remembers it and stops asking.
 */
export function LegalDocumentsModal() {
  const location = useLocation();
  const [missing, setMissing] = useState<LegalDocument[]>([]);
  const [dialog, setDialog] = useState<DialogModule | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [logins, setLogins] = useState(0);

  useEffect(
    () =>
      subscribeToSession((event) => {
        if (event === 'logged-in') {
          // SPEC section 4, "Login success": a new login always checks (the session has forgotten what an earlier
          // member accepted).
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
    // The dialog's code travels with the question, so the dialog opens as soon as the answer asks for it.
    Promise.all([getMissingLegalDocuments(), loadDialog()]).then(
      ([documents, module]) => {
        if (!current) return;
        if (documents.length === 0) storage.legalDocumentsAccepted.set(true);
        setDialog(module);
        setMissing(documents);
      },
      (error: unknown) => console.warn('Could not check for legal documents to accept', error),
    );
    return () => {
      current = false;
    };
  }, [check, logins]);

  const onLegalPage = location.pathname.toLowerCase().includes('legaldocuments');
  if (!dialog || missing.length === 0 || dismissed || onLegalPage || !isAuthenticated()) return null;
  return (
    <dialog.MissingDocumentsDialog
      documents={missing}
      onAccepted={setMissing}
      onClose={() => setDismissed(true)}
    />
  );
}
