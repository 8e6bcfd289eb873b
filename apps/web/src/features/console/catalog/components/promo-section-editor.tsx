import type { PromoSection } from '@crewcast/contracts/content';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useSavePromoSection } from '../api/save-promo-section';

/** A promo section's lines (title, text, buttons) and the links its buttons lead to; its pictures stay. */
export function PromoSectionEditor({ section }: { section: PromoSection }) {
  const t = useTranslation();
  const toast = useToast();
  const save = useSavePromoSection();
  const [text, setText] = useState(section.text);
  const [urls, setUrls] = useState(section.urls);
  const [error, setError] = useState<string | undefined>(undefined);
  const headingId = `curation-promo-${section.name}`;
  const buttons = text.filter((line) => line.type === 'button').length;

  async function submit() {
    setError(undefined);
    try {
      await save.mutateAsync({ name: section.name, body: { images: section.images, text, urls } });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    } catch (failure) {
      console.warn('The promo section could not be saved', failure);
      setError(failure instanceof ApiError ? failure.message : t('console.catalog.failed'));
    }
  }

  return (
    <section className="catalog__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.catalog.promo', section.name)}</h2>
      {text.map((line, index) => (
        <Input
          key={index}
          label={t(`console.catalog.promo.${line.type}`, index + 1)}
          value={line.text}
          maxLength={500}
          onChange={(event) =>
            setText(text.map((other, at) => (at === index ? { ...other, text: event.target.value } : other)))
          }
        />
      ))}
      {Array.from({ length: Math.max(buttons, urls.length) }, (_, index) => (
        <Input
          key={`url-${index}`}
          type="url"
          label={t('console.catalog.promo.url', index + 1)}
          value={urls[index] ?? ''}
          onChange={(event) => {
            const next = [...urls];
            next[index] = event.target.value;
            setUrls(next);
          }}
        />
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button pending={save.isPending} onClick={submit}>
        {t('console.catalog.save')}
      </Button>
    </section>
  );
}
