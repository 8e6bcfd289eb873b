import type { TranslationString } from '@crewcast/contracts/localisation';
import { StringTextBodySchema } from '@crewcast/contracts/site';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFormDialog } from '../components/console-form';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleFilters } from '../components/console-filters';
import { ConsoleList } from '../components/console-list';
import { staffErrorRules } from '../components/staff-error-rules';
import { schemaFieldErrors, useConsoleForm } from '../components/use-console-form';
import { useSiteLanguages } from './api/get-site-languages';
import { useStrings, type StringFilters } from './api/get-strings';
import { useSetString } from './api/set-string';
import { SiteTabs } from './components/site-tabs';
import { LANGUAGES_PATH } from './site-pages';
import './site.css';

const SEARCH_DEBOUNCE_MS = 300;
/** Rows drawn at first; a language has hundreds of strings and the search narrows them. */
const PAGE = 100;

/** /admin/site/languages/:languageId: a language's strings, filtered, each editable in place. */
export function StringsPage() {
  const t = useTranslation();
  const languageId = Number(useParams().languageId);
  const languages = useSiteLanguages();
  const language = languages.data?.find((entry) => entry.id === languageId);
  const [show, setShow] = useState<StringFilters['show']>('all');
  const [search, setSearch] = useState('');
  const filters = { show, search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS) };
  const strings = useStrings(languageId, filters);
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<TranslationString | null>(null);

  return (
    <ConsoleFrame
      title={language ? t('console.site.strings.title', language.name) : t('console.site.strings.titleAny')}
      lead={t('console.site.strings.lead')}
      role="official"
    >
      <SiteTabs />
      <Link className="site-back" to={LANGUAGES_PATH}>
        {t('console.site.strings.back')}
      </Link>
      <ConsoleFilters>
        <Select
          label={t('console.site.strings.filter.show')}
          value={show}
          options={[
            { value: 'all', label: t('console.site.strings.filter.all') },
            { value: 'missing', label: t('console.site.strings.filter.missing') },
            { value: 'translated', label: t('console.site.strings.filter.translated') },
          ]}
          onChange={(event) => setShow(event.target.value as StringFilters['show'])}
        />
        <Input
          className="console-search"
          type="search"
          label={t('console.site.strings.filter.search')}
          hint={t('console.site.strings.filter.search.hint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </ConsoleFilters>
      <ConsoleList
        query={strings}
        empty={{ title: t('console.site.strings.empty.title'), body: t('console.site.strings.empty.body') }}
        above={(list) => (
          <p className="site-note" role="status">
            {t(countSlug('console.site.strings.count', list.length), list.length)}
          </p>
        )}
        className="strings-table"
        caption={t('console.site.strings.caption')}
        rows={(list) => list.slice(0, limit)}
        rowKey={(entry) => entry.stringSlug}
        columns={[
          {
            key: 'string',
            header: t('console.site.strings.column.string'),
            cell: (entry) => (
              <>
                <code className="site-code">{entry.stringSlug}</code>
                {entry.requiresTranslation && (
                  <span className="site-pill site-pill--warn">{t('console.site.strings.missing')}</span>
                )}
              </>
            ),
          },
          {
            key: 'text',
            header: t('console.site.strings.column.text'),
            cell: (entry) => (
              <>
                <p className="strings-table__text">{entry.text}</p>
                {entry.text !== entry.fallBackLanguageTranslation && (
                  <p className="site-note">
                    {t('console.site.strings.fallback', entry.fallBackLanguageTranslation)}
                  </p>
                )}
                <Button
                  variant="ghost"
                  className="site-row-action"
                  onClick={() => setEditing(entry)}
                  aria-label={t('console.site.strings.editOne', entry.stringSlug)}
                >
                  {t('console.site.strings.edit')}
                </Button>
              </>
            ),
          },
        ]}
        below={(list) =>
          list.length > limit && (
            <Button variant="secondary" className="site-more" onClick={() => setLimit(limit + PAGE)}>
              {t('console.site.strings.more')}
            </Button>
          )
        }
      />
      {editing && <StringDialog languageId={languageId} entry={editing} onClose={() => setEditing(null)} />}
    </ConsoleFrame>
  );
}

function StringDialog({
  languageId,
  entry,
  onClose,
}: {
  languageId: number;
  entry: TranslationString;
  onClose: () => void;
}) {
  const t = useTranslation();
  const toast = useToast();
  const save = useSetString();
  const form = useConsoleForm({
    initial: { text: entry.requiresTranslation ? '' : entry.text },
    rules: staffErrorRules('console.site.strings.failed', ['text']),
    what: 'Saving a string',
    validate: (values) => schemaFieldErrors(StringTextBodySchema, values),
    async submit({ text }) {
      await save.mutateAsync({
        languageId,
        stringSlug: entry.stringSlug,
        text: StringTextBodySchema.parse({ text }).text,
      });
      toast({ tone: 'success', message: t('console.site.strings.saved') });
      onClose();
    },
  });

  return (
    <ConsoleFormDialog
      form={form}
      className="site-form"
      onClose={onClose}
      title={t('console.site.strings.editTitle')}
      description={<code className="site-code">{entry.stringSlug}</code>}
      submitLabel={t('console.site.strings.save')}
    >
      <InlineAlert>{t('console.site.strings.fallback', entry.fallBackLanguageTranslation)}</InlineAlert>
      <Textarea
        label={t('console.site.strings.field.text')}
        hint={t('console.site.strings.field.text.hint')}
        {...form.field('text')}
        rows={4}
      />
    </ConsoleFormDialog>
  );
}
