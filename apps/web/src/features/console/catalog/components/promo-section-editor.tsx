import type { PromoSection } from '@crewcast/contracts/content';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useSavePromoSection } from '../api/save-promo-section';
import { FormError } from '../../components/console-form';
import { useCatalogRequest } from '../use-catalog-request';

/** A promo section's lines (title, text, buttons) and the links its buttons lead to; its pictures stay. */
export function PromoSectionEditor({ section }: { section: PromoSection }) {
  const t = useTranslation();
  const toast = useToast();
  const save = useSavePromoSection();
  const [text, setText] = useState(section.text);
  const [urls, setUrls] = useState(section.urls);
  const { error, run } = useCatalogRequest();
  const headingId = `curation-promo-${section.name}`;
  const buttons = text.filter((line) => line.type === 'button').length;

  async function submit() {
    await run('The promo section could not be saved', async () => {
      await save.mutateAsync({ name: section.name, body: { images: section.images, text, urls } });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    });
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
      <FormError message={error} />
      <Button pending={save.isPending} onClick={submit}>
        {t('console.catalog.save')}
      </Button>
    </section>
  );
}
