import type { AdminCoupon, CreateCouponBody } from '@crewcast/contracts/console-billing';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { useCreateCoupon } from '../api/coupon-changes';

const EMPTY = {
  code: '',
  percentOff: '',
  durationInMonths: '1',
  expiresOn: '',
  maxRedemptions: '',
  promo: '',
};

const RULES = staffErrorRules('error.generic.body', {
  code: 'code',
  percentOff: 'percentOff',
  durationInMonths: 'durationInMonths',
  expiresAt: 'expiresOn',
  maxRedemptions: 'maxRedemptions',
  stripePromotionCodeId: 'promo',
});

/** How much a code takes off and for how long: whole numbers from 1 to their largest. */
const DISCOUNT_FIELDS = [
  { name: 'percentOff', label: 'console.billing.coupon.percentOff', max: 100 },
  { name: 'durationInMonths', label: 'console.billing.coupon.months', max: 36 },
] as const;

/** A number typed in a field, or null when the field is empty. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

interface NewCouponDialogProps {
  onClose: () => void;
  onCreated: (coupon: AdminCoupon) => void;
  stripe: boolean;
}

/** The form of a new discount code; the Stripe promotion code is asked for when Stripe bills. */
export function NewCouponDialog({ onClose, onCreated, stripe }: NewCouponDialogProps) {
  const t = useTranslation();
  const create = useCreateCoupon();
  const form = useConsoleForm({
    initial: EMPTY,
    rules: RULES,
    what: 'Creating a discount code',
    async submit(values) {
      const body: CreateCouponBody = {
        code: values.code,
        percentOff: Number(values.percentOff),
        durationInMonths: Number(values.durationInMonths),
        // A code stays usable through the whole day it expires on, in UTC.
        expiresAt: values.expiresOn ? `${values.expiresOn}T23:59:59Z` : null,
        maxRedemptions: numberOrNull(values.maxRedemptions),
        stripePromotionCodeId: stripe ? values.promo : null,
      };
      onCreated(await create.mutateAsync(body));
      onClose();
    },
  });

  return (
    <ConsoleFormDialog
      form={form}
      className="billing-form"
      onClose={onClose}
      title={t('console.billing.coupon.new')}
      description={t('console.billing.coupon.new.description')}
      submitLabel={t('console.billing.coupon.create')}
    >
      <Input
        label={t('console.billing.coupon.code')}
        hint={t('console.billing.coupon.code.hint')}
        {...form.field('code')}
        autoComplete="off"
        required
      />
      <div className="billing-form__pair">
        {DISCOUNT_FIELDS.map(({ name, label, max }) => (
          <Input
            key={name}
            label={t(label)}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            {...form.field(name)}
            required
          />
        ))}
      </div>
      <div className="billing-form__pair">
        <Input
          label={t('console.billing.coupon.expiresOn')}
          hint={t('console.billing.coupon.expiresOn.hint')}
          type="date"
          {...form.field('expiresOn')}
        />
        <Input
          label={t('console.billing.coupon.limit')}
          hint={t('console.billing.coupon.limit.hint')}
          type="number"
          inputMode="numeric"
          min={1}
          {...form.field('maxRedemptions')}
        />
      </div>
      {stripe && (
        <Input
          label={t('console.billing.coupon.stripe')}
          hint={t('console.billing.coupon.stripe.hint')}
          {...form.field('promo')}
          autoComplete="off"
          required
        />
      )}
    </ConsoleFormDialog>
  );
}
