import type { MemberDetail } from '@crewcast/contracts/members';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useAdjustPoints } from '../api/member-actions';
import { useConsoleColumns } from '../../components/console-columns';
import { FormError } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { MemberSection, MemberTable } from './member-section';
import { useActingStaff } from './use-acting-staff';

type LedgerEntry = MemberDetail['ledger'][number];

/**
 * The Producer Points balance, the ledger, and for an Official account looking at someone else a form to add or
 * take away points with a reason.
 */
export function MemberPointsSection({ detail }: { detail: MemberDetail }) {
  const { t } = useI18n();
  const staff = useActingStaff(detail.profile.userId);
  const formats = useFormats();
  const { time } = useConsoleColumns();
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
      <MemberTable
        title={t('console.member.ledger')}
        none={t('console.member.ledger.none')}
        rows={ledger}
        rowKey={(entry) => entry.id}
        columns={[
          time('date', t('console.member.ledger.date'), (entry: LedgerEntry) => entry.created, true),
          {
            key: 'change',
            header: t('console.member.ledger.change'),
            cell: (entry) => (
              <span className={entry.delta < 0 ? 'member-points__taken' : 'member-points__added'}>
                {entry.delta > 0 ? `+${formats.number(entry.delta)}` : formats.number(entry.delta)}
              </span>
            ),
          },
          { key: 'reason', header: t('console.member.ledger.reason'), cell: (entry) => entry.reason },
        ]}
      />
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
