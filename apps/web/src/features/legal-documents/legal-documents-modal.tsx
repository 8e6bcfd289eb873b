import type { LegalDocument } from '@crewcast/contracts/legal';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { acceptLegalDocuments } from '@/lib/legal-documents/accept-legal-documents';
import { getMobileAppPlatform } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { isAuthenticated, subscribeToSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { getMissingLegalDocuments } from './api/get-missing-legal-documents';
import { shouldCheckLegalDocuments } from './legal-documents-rules';
import './legal-documents-modal.css';

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
    <MissingDocumentsDialog documents={missing} onAccepted={setMissing} onClose={() => setDismissed(true)} />
  );
}

function MissingDocumentsDialog({
  documents,
  onAccepted,
  onClose,
}: {
  documents: LegalDocument[];
  onAccepted: (stillMissing: LegalDocument[]) => void;
  onClose: () => void;
}) {
  const t = useTranslation();
  const [failed, setFailed] = useState(false);
  const [accepting, setAccepting] = useState(false);

  async function accept() {
    setFailed(false);
    setAccepting(true);
    try {
      onAccepted(await acceptLegalDocuments(documents.map(({ id }) => id)));
    } catch (error) {
      console.warn('The legal documents could not be accepted', error);
      setFailed(true);
    } finally {
      setAccepting(false);
    }
  }

  // While the acceptance is on its way the dialog stays: it closes with the server's answer.
  const close = () => {
    if (!accepting) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('legal.modal.title')}
      description={t('legal.modal.body')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={accepting}>
            {t('legal.modal.later')}
          </Button>
          <Button pending={accepting} onClick={accept}>
            {t('legal.modal.accept')}
          </Button>
        </>
      }
    >
      <ul className="legal-modal__documents">
        {documents.map((document) => (
          <li key={document.id}>
            {/* The dialog steps aside on the document's page and comes back after it. */}
            <Link to={paths.legalDocuments(document.type)}>{document.title}</Link>
            <span className="legal-modal__version">{t('legal.version', document.version)}</span>
          </li>
        ))}
      </ul>
      {failed && <InlineAlert tone="error">{t('legal.modal.failed')}</InlineAlert>}
    </Dialog>
  );
}
