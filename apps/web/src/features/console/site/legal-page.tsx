import type { AdminLegalDocument, PublishLegalBody } from '@crewcast/contracts/site';
import { PublishLegalBodySchema } from '@crewcast/contracts/site';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Textarea } from '@/components/ui/textarea';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import type { ConsoleQueryResult } from '../components/console-query';
import { actionErrorsOf } from '../members/components/action-errors';
import { useLegalDocuments } from './api/get-legal-documents';
import { usePublishLegalDocument } from './api/publish-legal-document';
import { SiteTabs } from './components/site-tabs';
import { SiteSection } from './components/site-section';
import './site.css';

const EMPTY: PublishLegalBody = { type: '', title: '', body: '', required: true };

/** /admin/site/legal: every version of each document, and a form that publishes the next one. */
export function LegalPage() {
  const { t } = useI18n();
  const documents = useLegalDocuments();
  const [draft, setDraft] = useState<PublishLegalBody>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);

  function startFrom(document: AdminLegalDocument) {
    setDraft({
      type: document.type,
      title: document.title,
      body: document.body,
      required: document.required,
    });
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }

  return (
    <ConsoleFrame title={t('console.site.legal.title')} lead={t('console.site.legal.lead')} role="official">
      <SiteTabs />
      <div className="site-stack">
        <SiteSection title={t('console.site.legal.versions')}>
          <LegalVersions documents={documents} onNewVersion={startFrom} />
        </SiteSection>
        <PublishForm formRef={formRef} draft={draft} setDraft={setDraft} />
      </div>
    </ConsoleFrame>
  );
}

function LegalVersions({
  documents,
  onNewVersion,
}: {
  documents: ConsoleQueryResult<AdminLegalDocument[]>;
  onNewVersion: (document: AdminLegalDocument) => void;
}) {
  const { t } = useI18n();
  const { time } = useConsoleColumns();
  return (
    <ConsoleList
      query={documents}
      empty={{ title: t('console.site.legal.empty.title'), body: t('console.site.legal.empty.body') }}
      caption={t('console.site.legal.versions')}
      rows={(list) => list}
      rowKey={(document) => document.id}
      columns={[
        {
          key: 'document',
          header: t('console.site.legal.column.document'),
          cell: (document) => (
            <>
              <span className="site-strong">{document.title}</span>
              <code className="site-code">{document.type}</code>
            </>
          ),
        },
        {
          key: 'version',
          header: t('console.site.legal.column.version'),
          cell: (document) => document.version,
        },
        time(
          'published',
          t('console.site.legal.column.published'),
          (document: AdminLegalDocument) => document.publishedAt,
          true,
        ),
        {
          key: 'state',
          header: t('console.site.legal.column.state'),
          cell: (document) => (
            <>
              <span className="site-pills">
                <span className={document.inForce ? 'site-pill site-pill--on' : 'site-pill'}>
                  {t(document.inForce ? 'console.site.legal.inForce' : 'console.site.legal.superseded')}
                </span>
                <span className="site-pill">
                  {t(document.required ? 'console.site.legal.required' : 'console.site.legal.optional')}
                </span>
              </span>
              {document.inForce && (
                <Button
                  variant="ghost"
                  className="site-row-action"
                  onClick={() => onNewVersion(document)}
                  aria-label={t('console.site.legal.newVersionOf', document.title)}
                >
                  {t('console.site.legal.newVersion')}
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

function PublishForm({
  formRef,
  draft,
  setDraft,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  draft: PublishLegalBody;
  setDraft: (update: (previous: PublishLegalBody) => PublishLegalBody) => void;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const publish = usePublishLegalDocument();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const edit = <K extends keyof PublishLegalBody>(name: K, value: PublishLegalBody[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    const parsed = PublishLegalBodySchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showFieldErrors(form, () => setErrors(found));
      return;
    }
    publish.mutate(parsed.data, {
      onSuccess: (document) => {
        setDraft(() => EMPTY);
        toast({
          tone: 'success',
          message: t('console.site.legal.published', document.title, String(document.version)),
        });
      },
      onError: (error) => {
        const found = actionErrorsOf(error, t('console.site.legal.failed'));
        showFieldErrors(form, () => {
          setErrors(found.fields);
          setFailure(found.message);
        });
      },
    });
  }

  return (
    <form
      ref={formRef}
      className="site-section site-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="legal-publish"
    >
      <h2 className="site-section__title" id="legal-publish">
        {t('console.site.legal.publish.title')}
      </h2>
      <p className="site-note">{t('console.site.legal.publish.lead')}</p>
      <Input
        label={t('console.site.legal.field.type')}
        hint={t('console.site.legal.field.type.hint')}
        error={errors.type || undefined}
        value={draft.type}
        spellCheck={false}
        onChange={(event) => edit('type', event.target.value)}
      />
      <Input
        label={t('console.site.legal.field.title')}
        error={errors.title || undefined}
        value={draft.title}
        onChange={(event) => edit('title', event.target.value)}
      />
      <Textarea
        label={t('console.site.legal.field.body')}
        hint={t('console.site.legal.field.body.hint')}
        error={errors.body || undefined}
        rows={12}
        value={draft.body}
        onChange={(event) => edit('body', event.target.value)}
      />
      <Checkbox
        label={t('console.site.legal.field.required')}
        hint={t('console.site.legal.field.required.hint')}
        checked={draft.required}
        onChange={(event) => edit('required', event.target.checked)}
      />
      {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      <div className="site-actions">
        <Button type="submit" pending={publish.isPending}>
          {t('console.site.legal.publish.action')}
        </Button>
      </div>
    </form>
  );
}
