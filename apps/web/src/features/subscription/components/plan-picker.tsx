import type { Plan } from '@crewcast/contracts/billing';
import { PlanPerks, PlanPrice, yearlySavingPercent } from '@/components/payment/plan-details';
import { useRadioChoices } from '@/components/ui/use-radio-choices';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import '@/components/ui/choice-card.css';
import '@/components/ui/status-pill.css';

export interface PlanPickerProps {
  legend: string;
  plans: readonly Plan[];
  value: string | null;
  onChange: (planId: string) => void;
  /** The member's current plan, marked as such (when changing plans). */
  currentPlanId?: string;
}

/** The plans as cards to choose between; a radio group underneath, so arrow keys move the choice. */
export function PlanPicker({ legend, plans, value, onChange, currentPlanId }: PlanPickerProps) {
  const t = useTranslation();
  const radio = useRadioChoices(value, onChange);
  return (
    <fieldset className="plan-picker">
      <legend className="plan-picker__legend">{legend}</legend>
      <div className="plan-picker__options">
        {plans.map((plan) => {
          const input = radio(plan.id);
          const { id } = input;
          const saving = yearlySavingPercent(plan, plans);
          return (
            <div key={plan.id} className="plan-option choice-card">
              <input
                {...input}
                className="plan-option__control choice-card__control"
                aria-describedby={`${id}-details`}
              />
              <div className="plan-option__card choice-card__face">
                <div className="plan-option__top">
                  {/* The label's ::after covers the card, so a click anywhere on it picks the plan. */}
                  <label className="plan-option__name" htmlFor={id}>
                    {plan.name}
                  </label>
                  {plan.id === currentPlanId ? (
                    <span className="status-pill status-pill--positive status-pill--tag">
                      {t('payment.plan.current')}
                    </span>
                  ) : (
                    saving !== null && (
                      <span className="status-pill status-pill--positive status-pill--tag">
                        {t('payment.plan.save', saving)}
                      </span>
                    )
                  )}
                </div>
                <div className="plan-option__details" id={`${id}-details`}>
                  <PlanPrice plan={plan} />
                  <PlanPerks plan={plan} />
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
