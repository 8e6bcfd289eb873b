import type { AdminBanner, BannerBody } from '@crewcast/contracts/catalog';
import { BANNER_TYPES, type MediaSummary, type Show } from '@crewcast/contracts/content';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDeleteBanner } from '../api/delete-banner';
import { useOrderBanners } from '../api/order-banners';
import { useSaveBanner } from '../api/save-banner';
import { moved } from '../moved';
import { FormError } from '../../components/console-form';
import { TitledSection } from '@/components/layout/titled-section';
import { useCatalogRequest } from '../use-catalog-request';
import { MoveButtons } from './move-buttons';

const bodyOf = (banner: AdminBanner): BannerBody => ({
  type: banner.type,
  title: banner.title,
  text: banner.text,
  images: banner.images,
  url: banner.url,
  showId: banner.showId,
  mediaId: banner.mediaId,
  active: banner.active,
});

/** The hero banners in order: on or off, moved, removed, and a new one about an episode. */
export function BannersEditor(props: {
  banners: AdminBanner[];
  listed: { media: MediaSummary[]; shows: Show[] };
}) {
  const { banners, listed } = props;
  const t = useTranslation();
  const confirm = useConfirm();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const order = useOrderBanners();
  const [type, setType] = useState<BannerBody['type']>('media-banner');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [mediaId, setMediaId] = useState(String(listed.media[0]?.id ?? ''));
  const { error, run } = useCatalogRequest();

  async function add(event: FormEvent) {
    event.preventDefault();
    const media = listed.media.find((item) => item.id === Number(mediaId));
    // The banner shows its episode's show artwork: the wide hero and the phone's upright one.
    const show = listed.shows.find((item) => item.id === media?.showId);
    const images = (show?.images ?? []).filter(
      (image) => image.type === 'hero' || image.type === 'hero-vertical',
    );
    await run('The banner could not be added', async () => {
      await save.mutateAsync({
        body: {
          type,
          title,
          text,
          images,
          url: null,
          showId: type === 'show-banner' ? (media?.showId ?? null) : null,
          mediaId: media?.id ?? null,
          active: true,
        },
      });
      setTitle('');
      setText('');
    });
  }

  async function removeBanner(banner: AdminBanner) {
    if (!(await confirm({ title: t('console.catalog.banner.remove.confirm', banner.title) }))) return;
    await remove.mutateAsync(banner.id);
  }

  return (
    <TitledSection className="catalog__section" title={t('console.catalog.banners')}>
      {banners.length === 0 ? (
        <p className="catalog__muted">{t('console.catalog.banners.empty')}</p>
      ) : (
        <ul className="catalog__list">
          {banners.map((banner, index) => (
            <li key={banner.id} className="console-surface catalog__list-item">
              <span className="catalog__name">{banner.title}</span>
              <span className="catalog__muted">{t(`console.catalog.banner.type.${banner.type}`)}</span>
              <Checkbox
                variant="switch"
                label={t('console.catalog.banner.active')}
                checked={banner.active}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutateAsync({
                    bannerId: banner.id,
                    body: { ...bodyOf(banner), active: event.target.checked },
                  })
                }
              />
              <MoveButtons
                name={banner.title}
                index={index}
                count={banners.length}
                pending={order.isPending}
                onMove={(by) => order.mutateAsync(moved(banners, index, by).map((row) => row.id))}
              />
              <Button variant="ghost" onClick={() => removeBanner(banner)}>
                {t('console.catalog.banner.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="catalog__form" onSubmit={add} noValidate>
        <h3>{t('console.catalog.banner.new')}</h3>
        <Select
          label={t('console.catalog.banner.type')}
          value={type}
          options={BANNER_TYPES.map((value) => ({ value, label: t(`console.catalog.banner.type.${value}`) }))}
          onChange={(event) => setType(event.target.value as BannerBody['type'])}
        />
        <Input
          label={t('console.catalog.field.title')}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Input
          label={t('console.catalog.banner.text')}
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label={t('console.catalog.episode')}
          value={mediaId}
          options={listed.media.map((item) => ({
            value: String(item.id),
            label: `${item.showTitle}: ${item.title}`,
          }))}
          onChange={(event) => setMediaId(event.target.value)}
        />
        <FormError message={error} />
        <Button type="submit" pending={save.isPending} disabled={title.trim() === ''}>
          {t('console.catalog.banner.add')}
        </Button>
      </form>
    </TitledSection>
  );
}
