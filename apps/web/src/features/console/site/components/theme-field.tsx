import type { ThemeVariable } from '@crewcast/contracts/site';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ThemeFieldProps {
  name: ThemeVariable;
  value: string;
  defaultValue: string;
  isColour: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/** #rgb as #rrggbb, which the colour picker needs; anything else as black until it is a colour. */
function pickerValue(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
}

/** One theme variable: a picker beside the text for colours, text for the radius and font; reset to default. */
export function ThemeField({ name, value, defaultValue, isColour, error, onChange }: ThemeFieldProps) {
  const t = useTranslation();
  const label = t(`console.site.theme.variable.${name}`);
  return (
    <div className="theme-field">
      {isColour && (
        <input
          type="color"
          className="theme-field__picker"
          aria-label={t('console.site.theme.pick', label)}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Input
        className="theme-field__text"
        label={label}
        hint={`${name} · ${t('console.site.settings.default', defaultValue)}`}
        error={error}
        value={value}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="ghost"
        className="theme-field__reset"
        disabled={value === defaultValue}
        onClick={() => onChange(defaultValue)}
        aria-label={t('console.site.theme.resetOne', label)}
      >
        {t('console.site.theme.reset')}
      </Button>
    </div>
  );
}
