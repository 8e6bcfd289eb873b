import { useState, type ChangeEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Select } from '@/components/ui/select';
import { useLanguages } from '@/lib/i18n/get-languages';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';

/** The footer's language choice; networks that fix the language (language_settings_hidden) get none. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, languageId, changeLanguage } = useI18n();
  const languages = useLanguages();
  const showToast = useToast();
  const settingsHidden = useRemoteConfig().language_settings_hidden;
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);

  if (settingsHidden) return null;

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const id = Number(event.target.value);
    setSwitchingTo(id);
    try {
      await changeLanguage(id);
    } catch (error) {
      console.error('Could not load the chosen language', error);
      showToast({ tone: 'error', message: t('language.changeFailed') });
    } finally {
      setSwitchingTo(null);
    }
  }

  return (
    <Select
      className={className}
      label={t('language.label')}
      value={String(switchingTo ?? languageId)}
      options={languages.map(({ id, name }) => ({ value: String(id), label: name }))}
      disabled={switchingTo !== null}
      aria-busy={switchingTo !== null || undefined}
      onChange={handleChange}
    />
  );
}
