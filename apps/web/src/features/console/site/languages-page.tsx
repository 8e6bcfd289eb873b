import { NewLanguageBodySchema } from '@crewcast/contracts/site';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { ConsoleFrame } from '../components/console-frame';
import { actionErrorsOf } from '../members/components/action-errors';
import { useAddLanguage } from './api/add-language';
import { useSiteLanguages } from './api/get-site-languages';
import { ConsoleLoading } from '../components/console-query';
import { SiteTabs } from './components/site-tabs';
import { languageStringsPath } from './site-pages';
import './site.css';

/** /admin/site/languages: the languages the site is offered in, how much each lacks, and a new one. */
export function LanguagesPage() {
  const t = useTranslation();
  const languages = useSiteLanguages();
  return (
    <ConsoleFrame
      title={t('console.site.languages.title')}
      lead={t('console.site.languages.lead')}
      role="official"
    >
      <SiteTabs />
      <div className="site-stack">
        <section className="site-section" aria-labelledby="languages-list">
          <h2 className="site-section__title" id="languages-list">
            {t('console.site.languages.list')}
          </h2>
          {languages.isPending ? (
            <ConsoleLoading />
          ) : languages.isError ? (
            <ErrorState onRetry={() => languages.refetch()} />
          ) : (
            <div
              className="console-table-wrap"
              role="region"
              aria-label={t('console.table.label')}
              tabIndex={0}
            >
              <table className="console-table">
                <caption className="visually-hidden">{t('console.site.languages.list')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console.site.languages.column.name')}</th>
                    <th scope="col">{t('console.site.languages.column.codes')}</th>
                    <th scope="col">{t('console.site.languages.column.missing')}</th>
                  </tr>
                </thead>
                <tbody>
                  {languages.data.map((language) => (
                    <tr key={language.id}>
                      <td>
                        <Link className="site-link" to={languageStringsPath(language.id)}>
                          {language.name}
                        </Link>
                        {language.isFallback && (
                          <span className="site-pill site-pill--on">
                            {t('console.site.languages.fallback')}
                          </span>
                        )}
                      </td>
                      <td>
                        <code className="site-code">{[language.code, ...language.altCodes].join(', ')}</code>
                      </td>
                      <td>
                        {language.missing === 0
                          ? t('console.site.languages.complete')
                          : t('console.site.languages.missingCount', String(language.missing))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <AddLanguageForm />
      </div>
    </ConsoleFrame>
  );
}

const splitCodes = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

function AddLanguageForm() {
  const t = useTranslation();
  const toast = useToast();
  const add = useAddLanguage();
  const [code, setCode] = useState('');
  const [altCodes, setAltCodes] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    const parsed = NewLanguageBodySchema.safeParse({ code, altCodes: splitCodes(altCodes), name });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showFieldErrors(form, () => setErrors(found));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (language) => {
        setCode('');
        setAltCodes('');
        setName('');
        toast({ tone: 'success', message: t('console.site.languages.added', language.name) });
      },
      onError: (error) => {
        const found = actionErrorsOf(error, t('console.site.languages.failed'));
        showFieldErrors(form, () => {
          setErrors(found.fields);
          setFailure(found.message);
        });
      },
    });
  }

  return (
    <form className="site-section site-form" onSubmit={submit} noValidate aria-labelledby="languages-add">
      <h2 className="site-section__title" id="languages-add">
        {t('console.site.languages.add.title')}
      </h2>
      <p className="site-note">{t('console.site.languages.add.lead')}</p>
      <div className="site-form__row">
        <Input
          label={t('console.site.languages.field.name')}
          error={errors.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={t('console.site.languages.field.code')}
          hint={t('console.site.languages.field.code.hint')}
          error={errors.code}
          value={code}
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <Input
          label={t('console.site.languages.field.altCodes')}
          hint={t('console.site.languages.field.altCodes.hint')}
          error={errors.altCodes}
          value={altCodes}
          spellCheck={false}
          onChange={(event) => setAltCodes(event.target.value)}
        />
      </div>
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      <div className="site-actions">
        <Button type="submit" pending={add.isPending}>
          {t('console.site.languages.add.action')}
        </Button>
      </div>
    </form>
  );
}
