import { Card, Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { BannerForm } from './banner-form.tsx';
import { WEBSITE_PATHS } from './paths.ts';

/** /website/banner/edit/{id}: a banner's picture (the same size only), title, link and visibility. */
export default function BannerEditPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const banner = trpc.website.banners.get.useQuery({ id });
  const update = trpc.website.banners.update.useMutation();
  if (!banner.data) return <Center py="xl">{banner.error ? null : <Loader size="sm" />}</Center>;
  const b = banner.data;
  return (
    <Card withBorder maw={640}>
      <BannerForm
        initial={{ pictureId: b.pictureId, title: b.title, url: b.url, visibility: b.visibility }}
        size={{ width: b.width, height: b.height }}
        save={(values) => update.mutateAsync({ ...values, id })}
        onSaved={() => {
          showSuccess(t('website.banners.saved'));
          void utils.website.banners.invalidate();
          void navigate(WEBSITE_PATHS.banners);
        }}
        cancelTo={WEBSITE_PATHS.banners}
      />
    </Card>
  );
}
