import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { logout } from '@/lib/session';
import { useVerifyAccount } from '../api/verify-account';
import { DisplayNameForm } from './display-name-form';

/** Asks the member for the display name their account still needs; leaving it logs them out. */
export function ChooseDisplayNameForm() {
  const t = useTranslation();
  const verify = useVerifyAccount();
  return (
    <Dialog
      open
      onClose={() => void logout()}
      title={t('account.chooseName.title')}
      description={t('account.chooseName.body')}
    >
      <DisplayNameForm
        initial=""
        save={verify}
        onCancel={() => void logout()}
        cancelLabel={t('menu.logout')}
        submitLabel={t('account.chooseName.submit')}
      />
    </Dialog>
  );
}
