import { NewLanguageBodySchema } from '@crewcast/contracts/site';
import { Link } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { staffErrorRules } from '../components/staff-error-rules';
import { schemaFieldErrors, useConsoleForm } from '../components/use-console-form';
import { useAddLanguage } from './api/add-language';
import { useSiteLanguages } from './api/get-site-languages';
import { SiteTabs } from './components/site-tabs';
import { languageStringsPath } from './site-pages';
import { SiteSection } from './components/site-section';
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
        <SiteSection title={t('console.site.languages.list')}>
          <ConsoleList
            query={languages}
            caption={t('console.site.languages.list')}
            rows={(list) => list}
            rowKey={(language) => language.id}
            columns={[
              {
                key: 'name',
                header: t('console.site.languages.column.name'),
                sortBy: (language) => language.name,
                cell: (language) => (
                  <>
                    <Link className="site-link" to={languageStringsPath(language.id)}>
                      {language.name}
                    </Link>
                    {language.isFallback && (
                      <span className="site-pill site-pill--on">{t('console.site.languages.fallback')}</span>
                    )}
                  </>
                ),
              },
              {
                key: 'codes',
                header: t('console.site.languages.column.codes'),
                cell: (language) => (
                  <code className="site-code">{[language.code, ...language.altCodes].join(', ')}</code>
                ),
              },
              {
                key: 'missing',
                header: t('console.site.languages.column.missing'),
                sortBy: (language) => language.missing,
                cell: (language) =>
                  language.missing === 0
                    ? t('console.site.languages.complete')
                    : t('console.site.languages.missingCount', language.missing),
              },
            ]}
          />
        </SiteSection>
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

const NO_LANGUAGE = { code: '', altCodes: '', name: '' };

function AddLanguageForm() {
  const t = useTranslation();
  const toast = useToast();
  const add = useAddLanguage();
  const form = useConsoleForm({
    initial: NO_LANGUAGE,
    rules: staffErrorRules('console.site.languages.failed', ['code', 'altCodes', 'name']),
    what: 'Adding a language',
    validate: ({ code, altCodes, name }) =>
      schemaFieldErrors(NewLanguageBodySchema, { code, altCodes: splitCodes(altCodes), name }),
    async submit({ code, altCodes, name }) {
      const language = await add.mutateAsync({ code, altCodes: splitCodes(altCodes), name });
      toast({ tone: 'success', message: t('console.site.languages.added', language.name) });
      return NO_LANGUAGE;
    },
  });
  const { errors } = form;

  return (
    <form className="site-section site-form" {...form.formProps} aria-labelledby="languages-add">
      <h2 className="site-section__title" id="languages-add">
        {t('console.site.languages.add.title')}
      </h2>
      <p className="site-note">{t('console.site.languages.add.lead')}</p>
      <div className="site-form__row">
        <Input label={t('console.site.languages.field.name')} {...form.field('name')} />
        <Input
          label={t('console.site.languages.field.code')}
          hint={t('console.site.languages.field.code.hint')}
          {...form.field('code')}
          spellCheck={false}
        />
        <Input
          label={t('console.site.languages.field.altCodes')}
          hint={t('console.site.languages.field.altCodes.hint')}
          {...form.field('altCodes')}
          spellCheck={false}
        />
      </div>
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <div className="site-actions">
        <Button type="submit" pending={form.pending}>
          {t('console.site.languages.add.action')}
        </Button>
      </div>
    </form>
  );
}
