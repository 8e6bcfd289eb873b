import type { LegalDocument } from '@crewcast/contracts/legal';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { acceptLegalDocuments } from '@/lib/legal-documents/accept-legal-documents';
import { paths } from '@/lib/paths';
import './legal-documents-modal.css';

/** The required documents a member has not accepted yet, with Accept and Later. */
export function MissingDocumentsDialog({
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
