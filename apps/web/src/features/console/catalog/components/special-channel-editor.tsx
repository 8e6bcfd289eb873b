import type { AdminSpecialChannel } from '@crewcast/contracts/catalog';
import type { MediaSummary } from '@crewcast/contracts/content';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useSaveSpecialChannel } from '../api/save-special-channel';
import { moved } from '../moved';
import { FormError } from '../../components/console-form';
import { useCatalogRequest } from '../use-catalog-request';
import { MoveButtons } from './move-buttons';

/** One special channel (the hot list, the exclusive list): its title and episodes in order, saved together. */
export function SpecialChannelEditor(props: { channel: AdminSpecialChannel; media: MediaSummary[] }) {
  const { channel, media } = props;
  const t = useTranslation();
  const toast = useToast();
  const save = useSaveSpecialChannel();
  const [title, setTitle] = useState(channel.title);
  const [mediaIds, setMediaIds] = useState(channel.mediaIds);
  const [adding, setAdding] = useState('');
  const { error, run } = useCatalogRequest();
  const headingId = `curation-channel-${channel.name}`;
  const titleOf = (id: number) => {
    const item = media.find((candidate) => candidate.id === id);
    return item ? `${item.showTitle}: ${item.title}` : t('console.catalog.channel.unlisted', id);
  };
  const addable = media.filter((item) => !mediaIds.includes(item.id));

  async function submit() {
    await run('The special channel could not be saved', async () => {
      await save.mutateAsync({ name: channel.name, body: { title, mediaIds } });
      toast({ tone: 'success', message: t('console.catalog.saved') });
    });
  }

  return (
    <section className="catalog__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.catalog.channel', channel.name)}</h2>
      <Input
        label={t('console.catalog.field.title')}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
      />
      {mediaIds.length === 0 ? (
        <p className="catalog__muted">{t('console.catalog.channel.empty')}</p>
      ) : (
        <ol className="catalog__list">
          {mediaIds.map((id, index) => (
            <li key={id} className="console-surface catalog__list-item">
              <span className="catalog__name">{titleOf(id)}</span>
              <MoveButtons
                name={titleOf(id)}
                index={index}
                count={mediaIds.length}
                pending={false}
                onMove={async (by) => setMediaIds(moved(mediaIds, index, by))}
              />
              <Button
                variant="ghost"
                aria-label={t('console.catalog.channel.remove', titleOf(id))}
                onClick={() => setMediaIds(mediaIds.filter((other) => other !== id))}
              >
                {t('console.catalog.banner.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {addable.length > 0 && (
        <div className="catalog__inline-form">
          <Select
            label={t('console.catalog.channel.add.label')}
            value={adding}
            options={[
              { value: '', label: t('console.catalog.channel.add.choose') },
              ...addable.map((item) => ({
                value: String(item.id),
                label: `${item.showTitle}: ${item.title}`,
              })),
            ]}
            onChange={(event) => setAdding(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              setMediaIds([...mediaIds, Number(adding)]);
              setAdding('');
            }}
          >
            {t('console.catalog.channel.add')}
          </Button>
        </div>
      )}
      <FormError message={error} />
      <Button pending={save.isPending} onClick={submit}>
        {t('console.catalog.save')}
      </Button>
    </section>
  );
}
