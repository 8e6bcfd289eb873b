import { TEST_CARDS } from '@/lib/billing/test-cards';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './payment.css';

/** Says plainly that no real money moves, and which card numbers the test provider takes. */
export function TestModeNotice() {
  const t = useTranslation();
  return (
    <aside className="accent-panel test-mode" aria-label={t('payment.testMode.label')}>
      <p className="test-mode__badge">{t('payment.testMode.badge')}</p>
      <p className="test-mode__body">{t('payment.testMode.body')}</p>
      <ul className="plain-list test-mode__cards">
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <code className="test-mode__number">{number}</code>
            <span className="test-mode__outcome">{t(`payment.testMode.card.${outcome}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
