import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIVE_COMMERCE_LIMITS as L } from '../../../core/live-commerce/constants.ts';
import { ZSessionInput, type TLivePage, type TLiveSessionDetail, type TSessionInput } from '../../../core/live-commerce/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { ServerSearchSelect, useServerSearch } from '../../components/server-search-select.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { title: string; pageId: string; videoId: string; productSetId: string };

/** The product set a session sells from: the server searches the sets by name. */
function SetSelect({ value, onChange, error }: { value: string; onChange(id: string): void; error?: unknown }) {
  const { t } = useTranslation();
  const { search, setSearch, query } = useServerSearch('');
  const sets = trpc.liveCommerce.listSets.useQuery({ page: 1, pageSize: 20, search: query || undefined }, { placeholderData: (previous) => previous });
  const data = (sets.data?.items ?? []).filter((s) => s.status === 'active').map((s) => ({ value: s.id, label: s.name }));
  return (
    <ServerSearchSelect
      label={t('liveCommerce.session.set')}
      withAsterisk
      search={search}
      onSearch={setSearch}
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage={t('liveCommerce.session.noSets')}
      error={error as string | undefined}
      data-testid="session-set"
    />
  );
}

/** Schedules a live session: its title, the page, the live video's post id and the product set. */
export function SessionFormModal({ pages, defaultPageId, onClose, onCreated }: { pages: TLivePage[]; defaultPageId: string; onClose(): void; onCreated(session: TLiveSessionDetail): void }) {
  const { t } = useTranslation();
  const create = trpc.liveCommerce.createSession.useMutation();
  const utils = trpc.useUtils();
  const form = useScreenForm<Values>({
    initialValues: { title: '', pageId: defaultPageId, videoId: '', productSetId: '' },
    validate: (values) => zodErrors(ZSessionInput.safeParse(values satisfies TSessionInput)),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const session = await create.mutateAsync(values);
      await utils.liveCommerce.listSessions.invalidate();
      onCreated(session);
    },
    () => showSuccess(t('liveCommerce.session.created')),
  );
  return (
    <Modal opened onClose={onClose} title={t('liveCommerce.session.add')}>
      <form onSubmit={submit} noValidate data-testid="session-form">
        <Stack>
          <TextInput label={t('liveCommerce.session.title')} withAsterisk maxLength={L.titleMaxChars} {...form.getInputProps('title')} data-testid="session-title" />
          <Select
            label={t('liveCommerce.session.page')}
            withAsterisk
            data={pages.map((p) => ({ value: p.id, label: p.name }))}
            {...form.getInputProps('pageId')}
            value={form.getValues().pageId || null}
            onChange={(id) => form.setFieldValue('pageId', id ?? '')}
            data-testid="session-page"
          />
          <TextInput label={t('liveCommerce.session.video')} description={t('liveCommerce.session.videoHint')} withAsterisk {...form.getInputProps('videoId')} data-testid="session-video" />
          <SetSelect value={form.getValues().productSetId} onChange={(id) => form.setFieldValue('productSetId', id)} error={form.errors.productSetId} />
          <SaveActions saving={saving} saveTestId="session-save" />
        </Stack>
      </form>
    </Modal>
  );
}
