import { useId } from 'react';

/**
 * The props of each radio input of one group of choices: the group's name (its own unless one is given), an id per
 * option, which one is checked, and the choosing.
 */
export function useRadioChoices<T extends string | number>(
  value: T | null,
  onChange: (value: T) => void,
  name?: string,
) {
  const baseId = useId();
  return (option: T) => ({
    id: `${baseId}-${option}`,
    type: 'radio' as const,
    name: name ?? baseId,
    value: option,
    checked: value === option,
    onChange: () => onChange(option),
  });
}
