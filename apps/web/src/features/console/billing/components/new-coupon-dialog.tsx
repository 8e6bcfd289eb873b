import type { AdminCoupon, CreateCouponBody } from '@crewcast/contracts/console-billing';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { actionErrorsOf, type ActionErrors } from '../../members/components/action-errors';
import { useCreateCoupon } from '../api/create-coupon';

const EMPTY = {
  code: '',
  percentOff: '',
  durationInMonths: '1',
  expiresOn: '',
  maxRedemptions: '',
  promo: '',
};

/** A number typed in a field, or null when the field is empty. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form of a new discount code; the Stripe promotion code is asked for when Stripe bills. */
export function NewCouponDialog({
  open,
  onClose,
  onCreated,
  stripe,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (coupon: AdminCoupon) => void;
  stripe: boolean;
}) {
  const t = useTranslation();
  const create = useCreateCoupon();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  function close() {
    setForm(EMPTY);
    setErrors({ fields: {} });
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setErrors({ fields: {} });
    const body: CreateCouponBody = {
      code: form.code,
      percentOff: Number(form.percentOff),
      durationInMonths: Number(form.durationInMonths),
      // A code stays usable through the whole day it expires on, in UTC.
      expiresAt: form.expiresOn ? `${form.expiresOn}T23:59:59Z` : null,
      maxRedemptions: numberOrNull(form.maxRedemptions),
      stripePromotionCodeId: stripe ? form.promo : null,
    };
    try {
      onCreated(await create.mutateAsync(body));
      close();
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('error.generic.body')));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('console.billing.coupon.new')}
      description={t('console.billing.coupon.new.description')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="new-coupon" pending={create.isPending}>
            {t('console.billing.coupon.create')}
          </Button>
        </>
      }
    >
      <form id="new-coupon" className="billing-form" onSubmit={submit} noValidate>
        <Input
          label={t('console.billing.coupon.code')}
          hint={t('console.billing.coupon.code.hint')}
          value={form.code}
          onChange={set('code')}
          error={errors.fields.code}
          autoComplete="off"
          required
        />
        <div className="billing-form__pair">
          <Input
            label={t('console.billing.coupon.percentOff')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={form.percentOff}
            onChange={set('percentOff')}
            error={errors.fields.percentOff}
            required
          />
          <Input
            label={t('console.billing.coupon.months')}
            type="number"
            inputMode="numeric"
            min={1}
            max={36}
            value={form.durationInMonths}
            onChange={set('durationInMonths')}
            error={errors.fields.durationInMonths}
            required
          />
        </div>
        <div className="billing-form__pair">
          <Input
            label={t('console.billing.coupon.expiresOn')}
            hint={t('console.billing.coupon.expiresOn.hint')}
            type="date"
            value={form.expiresOn}
            onChange={set('expiresOn')}
            error={errors.fields.expiresAt}
          />
          <Input
            label={t('console.billing.coupon.limit')}
            hint={t('console.billing.coupon.limit.hint')}
            type="number"
            inputMode="numeric"
            min={1}
            value={form.maxRedemptions}
            onChange={set('maxRedemptions')}
            error={errors.fields.maxRedemptions}
          />
        </div>
        {stripe && (
          <Input
            label={t('console.billing.coupon.stripe')}
            hint={t('console.billing.coupon.stripe.hint')}
            value={form.promo}
            onChange={set('promo')}
            error={errors.fields.stripePromotionCodeId}
            autoComplete="off"
            required
          />
        )}
        {errors.message && (
          <p className="field__error" role="alert">
            {errors.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
