import type { MemberDetail } from '@crewcast/contracts/members';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAdjustPoints } from '../api/adjust-points';
import { actionErrorsOf, type ActionErrors } from './action-errors';
import { useFormatDate } from './format';
import { MemberSection } from './member-section';
import { useActingStaff } from './use-acting-staff';

/**
 * The Producer Points balance, the ledger, and for an Official account looking at someone else a form to add or
 * take away points with a reason.
 */
export function MemberPointsSection({ detail }: { detail: MemberDetail }) {
  const { t, locale } = useI18n();
  const staff = useActingStaff(detail.profile.userId);
  const formatDate = useFormatDate();
  const number = new Intl.NumberFormat(locale);
  const { points, ledger } = detail;

  return (
    <MemberSection title={t('console.member.points')}>
      <dl className="member-points">
        <div>
          <dt>{t('console.member.points.available')}</dt>
          <dd className="member-points__balance">{number.format(points.pointsAvailable)}</dd>
        </div>
        <div>
          <dt>{t('console.member.points.gained')}</dt>
          <dd>{number.format(points.pointsGained)}</dd>
        </div>
        <div>
          <dt>{t('console.member.points.spent')}</dt>
          <dd>{number.format(points.pointsSpent)}</dd>
        </div>
      </dl>
      {staff.isOfficial && !staff.isSelf && <AdjustPointsForm userId={detail.profile.userId} />}
      <h3 className="member-section__subtitle">{t('console.member.ledger')}</h3>
      {ledger.length === 0 ? (
        <p className="member-section__empty">{t('console.member.ledger.none')}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.member.ledger')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.member.ledger.date')}</th>
                <th scope="col">{t('console.member.ledger.change')}</th>
                <th scope="col">{t('console.member.ledger.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.created, true)}</td>
                  <td className={entry.delta < 0 ? 'member-points__taken' : 'member-points__added'}>
                    {entry.delta > 0 ? `+${number.format(entry.delta)}` : number.format(entry.delta)}
                  </td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </MemberSection>
  );
}

function AdjustPointsForm({ userId }: { userId: string }) {
  const { t } = useI18n();
  const showToast = useToast();
  const adjust = useAdjustPoints();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value === 0) {
      setErrors({ fields: { amount: t('console.member.points.amount.invalid') } });
      return;
    }
    setErrors({ fields: {} });
    try {
      await adjust.mutateAsync({ userId, amount: value, reason });
      setAmount('');
      setReason('');
      showToast({ tone: 'success', message: t('console.member.points.done') });
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('error.generic.body')));
    }
  }

  return (
    <form className="member-form" onSubmit={submit} aria-label={t('console.member.points.adjust')}>
      <Input
        label={t('console.member.points.amount')}
        hint={t('console.member.points.amount.hint')}
        inputMode="numeric"
        value={amount}
        error={errors.fields.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Input
        label={t('console.member.reason')}
        value={reason}
        maxLength={500}
        error={errors.fields.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.message && (
        <p className="field__error" role="alert">
          {errors.message}
        </p>
      )}
      <Button type="submit" pending={adjust.isPending}>
        {t('console.member.points.adjust')}
      </Button>
    </form>
  );
}
