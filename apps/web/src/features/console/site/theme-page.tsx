import { THEME_VARIABLES } from '@crewcast/contracts/constants/config';
import {
  THEME_COLOUR_VARIABLES,
  ThemeValuesSchema,
  type ThemeValues,
  type ThemeVariable,
} from '@crewcast/contracts/site';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { ConsoleFrame } from '../components/console-frame';
import { actionErrorsOf } from '../members/components/action-errors';
import { useTheme } from './api/get-theme';
import { useSaveTheme } from './api/save-theme';
import { ConsoleQuery } from '../components/console-query';
import { SiteTabs } from './components/site-tabs';
import { ThemeField } from './components/theme-field';
import { ThemePreview } from './components/theme-preview';
import './site.css';

const colours: readonly string[] = THEME_COLOUR_VARIABLES;

/** The first problem with each variable, as the server would name it. */
function problemsOf(values: ThemeValues): Partial<Record<ThemeVariable, string>> {
  const parsed = ThemeValuesSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<ThemeVariable, string>> = {};
  for (const issue of parsed.error.issues) problems[issue.path[0] as ThemeVariable] ??= issue.message;
  return problems;
}

/** /admin/site/theme: the theme variables with a live preview; nothing reaches members until it is saved. */
export function ThemePage() {
  const t = useTranslation();
  const theme = useTheme();
  return (
    <ConsoleFrame title={t('console.site.theme.title')} lead={t('console.site.theme.lead')} role="official">
      <SiteTabs />
      <ConsoleQuery query={theme} loadingHeight={480}>
        {(found) => <ThemeEditor saved={found.values} defaults={found.defaults} />}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}

function ThemeEditor({ saved, defaults }: { saved: ThemeValues; defaults: ThemeValues }) {
  const t = useTranslation();
  const toast = useToast();
  const save = useSaveTheme();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const problems = problemsOf(draft);
  const changed = THEME_VARIABLES.some((name) => draft[name] !== saved[name]);
  // The preview shows a variable's draft only while it is valid; otherwise the saved value.
  const preview = Object.fromEntries(
    THEME_VARIABLES.map((name) => [name, problems[name] ? saved[name] : draft[name].trim()]),
  ) as ThemeValues;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    if (Object.keys(problems).length > 0) {
      showFieldErrors(form, () => setErrors(problems));
      return;
    }
    setErrors({});
    save.mutate(ThemeValuesSchema.parse(draft), {
      onSuccess: (theme) => {
        setDraft(theme.values);
        toast({ tone: 'success', message: t('console.site.theme.saved') });
      },
      onError: (error) => {
        const found = actionErrorsOf(error, t('console.site.theme.failed'));
        const fields = Object.fromEntries(
          Object.entries(found.fields).map(([name, message]) => [name.replace(/^values\./, ''), message]),
        );
        showFieldErrors(form, () => {
          setErrors(fields);
          setFailure(found.message);
        });
      },
    });
  }

  return (
    <div className="theme-editor">
      <form className="theme-editor__form" onSubmit={submit} noValidate>
        <fieldset className="site-section">
          <legend className="site-section__title">{t('console.site.theme.variables')}</legend>
          {THEME_VARIABLES.map((name) => (
            <ThemeField
              key={name}
              name={name}
              value={draft[name]}
              defaultValue={defaults[name]}
              isColour={colours.includes(name)}
              error={errors[name]}
              onChange={(value) => {
                setDraft((previous) => ({ ...previous, [name]: value }));
                setErrors((previous) => ({ ...previous, [name]: undefined }));
              }}
            />
          ))}
        </fieldset>
        {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
        <div className="site-actions">
          <Button type="submit" pending={save.isPending} disabled={!changed}>
            {t('console.site.theme.save')}
          </Button>
          <Button variant="secondary" disabled={!changed} onClick={() => setDraft(saved)}>
            {t('console.site.theme.discard')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(defaults)}>
            {t('console.site.theme.resetAll')}
          </Button>
        </div>
        {changed && <p className="site-note">{t('console.site.theme.unsaved')}</p>}
      </form>
      <div className="theme-editor__preview">
        <ThemePreview values={preview} />
      </div>
    </div>
  );
}
