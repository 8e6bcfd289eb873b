import type { MemberDetail } from '@crewcast/contracts/members';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useAdjustPoints } from '../api/member-actions';
import { FormError } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { MemberSection } from './member-section';
import { useActingStaff } from './use-acting-staff';

/**
 * The Producer Points balance, the ledger, and for an Official account looking at someone else a form to add or
 * take away points with a reason.
 */
export function MemberPointsSection({ detail }: { detail: MemberDetail }) {
  const { t } = useI18n();
  const staff = useActingStaff(detail.profile.userId);
  const formats = useFormats();
  const { points, ledger } = detail;

  return (
    <MemberSection title={t('console.member.points')}>
      <dl className="member-points">
        <div>
          <dt>{t('console.member.points.available')}</dt>
          <dd className="member-points__balance">{formats.number(points.pointsAvailable)}</dd>
        </div>
        <div>
          <dt>{t('console.member.points.gained')}</dt>
          <dd>{formats.number(points.pointsGained)}</dd>
        </div>
        <div>
          <dt>{t('console.member.points.spent')}</dt>
          <dd>{formats.number(points.pointsSpent)}</dd>
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
                  <td>{formats.dateTime(entry.created)}</td>
                  <td className={entry.delta < 0 ? 'member-points__taken' : 'member-points__added'}>
                    {entry.delta > 0 ? `+${formats.number(entry.delta)}` : formats.number(entry.delta)}
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

const NO_ADJUSTMENT = { amount: '', reason: '' };

function AdjustPointsForm({ userId }: { userId: string }) {
  const { t } = useI18n();
  const showToast = useToast();
  const adjust = useAdjustPoints();
  const form = useConsoleForm({
    initial: NO_ADJUSTMENT,
    rules: staffErrorRules('error.generic.body', ['amount', 'reason']),
    what: 'Adjusting points',
    validate: ({ amount }) =>
      Number.isInteger(Number(amount)) && Number(amount) !== 0
        ? undefined
        : { amount: t('console.member.points.amount.invalid') },
    async submit({ amount, reason }) {
      await adjust.mutateAsync({ userId, amount: Number(amount), reason });
      showToast({ tone: 'success', message: t('console.member.points.done') });
      return NO_ADJUSTMENT;
    },
  });

  return (
    <form className="member-form" {...form.formProps} aria-label={t('console.member.points.adjust')}>
      <Input
        label={t('console.member.points.amount')}
        hint={t('console.member.points.amount.hint')}
        inputMode="numeric"
        {...form.field('amount')}
      />
      <Input label={t('console.member.reason')} {...form.field('reason')} maxLength={500} />
      <FormError message={form.errors.form} />
      <Button type="submit" pending={form.pending}>
        {t('console.member.points.adjust')}
      </Button>
    </form>
  );
}
