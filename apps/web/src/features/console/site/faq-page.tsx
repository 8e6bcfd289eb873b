import type { FaqItem } from '@crewcast/contracts/faq';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/constants/localisation';
import { useState } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useLanguages } from '@/lib/i18n/get-languages';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useCreateFaqItem } from './api/create-faq-item';
import { useDeleteFaqItem } from './api/delete-faq-item';
import { useFaq } from './api/get-faq';
import { useReorderFaq } from './api/reorder-faq';
import { useUpdateFaqItem } from './api/update-faq-item';
import { FaqItemDialog } from './components/faq-item-dialog';
import { ConsoleQuery } from '../components/console-query';
import { SiteTabs } from './components/site-tabs';
import './site.css';

type Editing = { kind: 'new' } | { kind: 'edit'; item: FaqItem } | null;

/** /admin/site/faq: each language's questions, written, ordered and removed by staff and creators. */
export function FaqPage() {
  const { t, languageId: shownLanguage } = useI18n();
  const languages = useLanguages();
  const [languageId, setLanguageId] = useState(
    languages.some((language) => language.id === shownLanguage) ? shownLanguage : DEFAULT_LANGUAGE_ID,
  );
  const faq = useFaq(languageId);
  const create = useCreateFaqItem();
  const update = useUpdateFaqItem(languageId);
  const [editing, setEditing] = useState<Editing>(null);
  const toast = useToast();
  const languageName = languages.find((language) => language.id === languageId)?.name ?? '';

  return (
    <ConsoleFrame title={t('console.site.faq.title')} lead={t('console.site.faq.lead')}>
      <SiteTabs />
      <div className="console-toolbar">
        <Select
          label={t('console.site.faq.language')}
          value={String(languageId)}
          options={languages.map((language) => ({ value: String(language.id), label: language.name }))}
          onChange={(event) => setLanguageId(Number(event.target.value))}
        />
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('console.site.faq.add')}</Button>
      </div>
      <ConsoleQuery
        query={faq}
        empty={{
          title: t('console.site.faq.empty.title', languageName),
          body: t('console.site.faq.empty.body'),
        }}
      >
        {(items) => (
          <FaqList
            languageId={languageId}
            items={items}
            onEdit={(item) => setEditing({ kind: 'edit', item })}
          />
        )}
      </ConsoleQuery>
      {editing && (
        <FaqItemDialog
          title={t(editing.kind === 'new' ? 'console.site.faq.add' : 'console.site.faq.edit')}
          initial={editing.kind === 'new' ? { question: '', answer: '' } : editing.item}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            if (editing.kind === 'new') await create.mutateAsync({ languageId, ...body });
            else await update.mutateAsync({ id: editing.item.id, ...body });
            toast({ tone: 'success', message: t('console.site.faq.saved') });
          }}
        />
      )}
    </ConsoleFrame>
  );
}

function FaqList({
  languageId,
  items,
  onEdit,
}: {
  languageId: number;
  items: FaqItem[];
  onEdit: (item: FaqItem) => void;
}) {
  const { t } = useI18n();
  const confirm = useConfirm();
  const toast = useToast();
  const reorder = useReorderFaq();
  const remove = useDeleteFaqItem(languageId);

  async function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync({ languageId, itemIds: ids });
    } catch {
      toast({ tone: 'error', message: t('console.site.faq.failed') });
    }
  }

  async function removeItem(item: FaqItem) {
    const confirmed = await confirm({
      title: t('console.site.faq.delete.title'),
      body: t('console.site.faq.delete.body', item.question),
      confirmText: t('console.site.faq.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.id);
      toast({ tone: 'success', message: t('console.site.faq.deleted') });
    } catch {
      toast({ tone: 'error', message: t('console.site.faq.failed') });
    }
  }

  return (
    <ol className="faq-admin">
      {items.map((item, index) => (
        <li key={item.id} className="console-surface faq-admin__item">
          <div className="faq-admin__text">
            <p className="site-strong">{item.question}</p>
            <p className="faq-admin__answer">{item.answer}</p>
          </div>
          <div className="faq-admin__actions">
            <Button
              variant="ghost"
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
              aria-label={t('console.site.faq.moveUp', item.question)}
            >
              {t('console.site.faq.up')}
            </Button>
            <Button
              variant="ghost"
              disabled={index === items.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
              aria-label={t('console.site.faq.moveDown', item.question)}
            >
              {t('console.site.faq.down')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onEdit(item)}
              aria-label={t('console.site.faq.editOne', item.question)}
            >
              {t('console.site.faq.edit')}
            </Button>
            <Button
              variant="danger"
              onClick={() => removeItem(item)}
              aria-label={t('console.site.faq.deleteOne', item.question)}
            >
              {t('console.site.faq.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
