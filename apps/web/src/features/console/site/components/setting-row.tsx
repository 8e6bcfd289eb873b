import type { RemoteConfig, RemoteConfigKey } from '@crewcast/contracts/config';
import { settingControl } from '@crewcast/contracts/site';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { actionErrorsOf } from '../../members/components/action-errors';
import { useChangeSetting } from '../api/change-setting';

export interface SettingRowProps {
  name: RemoteConfigKey;
  value: RemoteConfig[RemoteConfigKey];
  defaultValue: RemoteConfig[RemoteConfigKey];
  /** Asked before a switch is turned on; the change is made only when it resolves true. */
  confirmTurningOn?: () => Promise<boolean>;
}

const describe = (value: unknown, t: (slug: string) => string) =>
  typeof value === 'boolean'
    ? t(value ? 'console.site.settings.on' : 'console.site.settings.off')
    : value === ''
      ? t('console.site.settings.empty')
      : String(value);

/** One setting: what it turns on in a sentence, and the control its kind needs (switch, number or text). */
export function SettingRow({ name, value, defaultValue, confirmTurningOn }: SettingRowProps) {
  const t = useTranslation();
  const toast = useToast();
  const change = useChangeSetting();
  const control = settingControl(name, value);
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string>();
  const label = t(`console.site.setting.${name}`);
  const description = t(`console.site.setting.${name}.description`);
  const defaultNote = t('console.site.settings.default', describe(defaultValue, t));

  async function save(next: boolean | number | string) {
    setError(undefined);
    try {
      const settings = await change.mutateAsync({ key: name, value: next });
      setDraft(String(settings.values[name]));
      toast({ tone: 'success', message: t('console.site.settings.saved', label) });
    } catch (failure) {
      const errors = actionErrorsOf(failure, t('console.site.settings.failed'));
      setError(errors.fields.value ?? errors.message);
    }
  }

  async function toggle(checked: boolean) {
    if (checked && confirmTurningOn && !(await confirmTurningOn())) return;
    await save(checked);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(control === 'number' ? Number(draft) : draft.trim());
  }

  if (control === 'switch')
    return (
      <li className="setting">
        <Checkbox
          variant="switch"
          label={label}
          hint={`${description} ${defaultNote}`}
          error={error}
          checked={value === true}
          disabled={change.isPending}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </li>
    );

  const changed = draft !== String(value);
  return (
    <li className="setting">
      <form className="setting__form" onSubmit={submit} noValidate>
        <Input
          className="setting__field"
          label={label}
          hint={`${description} ${defaultNote}`}
          error={error}
          type={control === 'number' ? 'number' : control === 'url' ? 'url' : 'text'}
          inputMode={control === 'number' ? 'numeric' : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" pending={change.isPending} disabled={!changed}>
          {t('console.site.settings.save')}
        </Button>
      </form>
    </li>
  );
}
