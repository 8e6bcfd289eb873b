import type { TranslationString } from '@crewcast/contracts/localisation';
import { StringTextBodySchema } from '@crewcast/contracts/site';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFrame } from '../components/console-frame';
import { actionErrorsOf } from '../members/components/action-errors';
import { useSiteLanguages } from './api/get-site-languages';
import { useStrings, type StringFilters } from './api/get-strings';
import { useSetString } from './api/set-string';
import { ConsoleLoading } from '../components/console-query';
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
      <form className="console-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
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
          className="site-search"
          type="search"
          label={t('console.site.strings.filter.search')}
          hint={t('console.site.strings.filter.search.hint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {strings.isPending ? (
        <ConsoleLoading />
      ) : strings.isError ? (
        <ErrorState onRetry={() => strings.refetch()} />
      ) : strings.data.length === 0 ? (
        <EmptyState
          title={t('console.site.strings.empty.title')}
          body={t('console.site.strings.empty.body')}
        />
      ) : (
        <>
          <p className="site-note" role="status">
            {t('console.site.strings.count', String(strings.data.length))}
          </p>
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.table.label')}
            tabIndex={0}
          >
            <table className="console-table strings-table">
              <caption className="visually-hidden">{t('console.site.strings.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.site.strings.column.string')}</th>
                  <th scope="col">{t('console.site.strings.column.text')}</th>
                </tr>
              </thead>
              <tbody>
                {strings.data.slice(0, limit).map((entry) => (
                  <tr key={entry.stringSlug}>
                    <td>
                      <code className="site-code">{entry.stringSlug}</code>
                      {entry.requiresTranslation && (
                        <span className="site-pill site-pill--warn">{t('console.site.strings.missing')}</span>
                      )}
                    </td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {strings.data.length > limit && (
            <Button variant="secondary" className="site-more" onClick={() => setLimit(limit + PAGE)}>
              {t('console.site.strings.more')}
            </Button>
          )}
        </>
      )}
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
  const [text, setText] = useState(entry.requiresTranslation ? '' : entry.text);
  const [error, setError] = useState<string>();
  const formId = 'string-form';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = StringTextBodySchema.safeParse({ text });
    if (!parsed.success) {
      showFieldErrors(form, () => setError(parsed.error.issues[0]?.message));
      return;
    }
    save.mutate(
      { languageId, stringSlug: entry.stringSlug, text: parsed.data.text },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: t('console.site.strings.saved') });
          onClose();
        },
        onError: (failure) => {
          const found = actionErrorsOf(failure, t('console.site.strings.failed'));
          showFieldErrors(form, () => setError(found.fields.text ?? found.message));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.site.strings.editTitle')}
      description={<code className="site-code">{entry.stringSlug}</code>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {t('console.site.strings.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="site-form" onSubmit={submit} noValidate>
        <InlineAlert>{t('console.site.strings.fallback', entry.fallBackLanguageTranslation)}</InlineAlert>
        <Textarea
          label={t('console.site.strings.field.text')}
          hint={t('console.site.strings.field.text.hint')}
          error={error}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
