import { useRadioChoices } from './use-radio-choices';
import './choice.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** A choice is being saved: the group says so but stays usable, so keyboard focus stays where it is. */
  busy?: boolean;
}

/** A set of exclusive choices under one legend. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  busy = false,
}: RadioGroupProps<T>) {
  const radio = useRadioChoices(value, onChange, name);
  return (
    <fieldset className="choice-group" aria-busy={busy || undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {options.map((option) => {
        const input = radio(option.value);
        const descriptionId = option.description ? `${input.id}-description` : undefined;
        return (
          <div key={option.value} className="choice choice--radio">
            <input {...input} className="choice__control" aria-describedby={descriptionId} />
            <label className="choice__label" htmlFor={input.id}>
              {option.label}
            </label>
            {option.description && (
              <p className="choice__hint" id={descriptionId}>
                {option.description}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
