import { Card, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZMixMatchCategoryInput, type TMixMatchCategory } from '../../../core/mix-match/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { CATEGORY_LIST_PATH } from './paths.ts';
import { zodErrors } from '../../components/zod-errors.ts';

type CategoryFormValues = { nameEn: string; nameCn: string; nameBm: string; sort: number | '' };

function CategoryForm({ category }: { category: TMixMatchCategory | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.mixMatch.createCategory.useMutation();
  const update = trpc.mixMatch.updateCategory.useMutation();
  const form = useScreenForm<CategoryFormValues>({
    initialValues: category ? { nameEn: category.nameEn, nameCn: category.nameCn, nameBm: category.nameBm, sort: category.sort } : { nameEn: '', nameCn: '', nameBm: '', sort: 0 },
    validate: (values) => {
      const parsed = ZMixMatchCategoryInput.safeParse({ ...values, sort: values.sort === '' ? undefined : values.sort });
      return zodErrors(parsed);
    },
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const input = ZMixMatchCategoryInput.parse({ ...values, sort: values.sort === '' ? undefined : values.sort });
      const saved = category ? await update.mutateAsync({ id: category.id, ...input }) : await create.mutateAsync(input);
      showSuccess(t('mixMatch.categories.saved', { name: saved.nameEn }));
      await utils.mixMatch.invalidate();
    },
    () => void navigate(CATEGORY_LIST_PATH),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="mix-match-category-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('mixMatch.categories.nameEn')} withAsterisk {...form.getInputProps('nameEn')} data-testid="category-name" />
              <TextInput label={t('mixMatch.categories.nameCn')} {...form.getInputProps('nameCn')} />
              <TextInput label={t('mixMatch.categories.nameBm')} {...form.getInputProps('nameBm')} />
            </SimpleGrid>
            <NumberInput label={t('mixMatch.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} w={160} />
          </Stack>
        </Card>
        <SaveActions saving={saving} cancelTo={CATEGORY_LIST_PATH} />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/mix-and-match/category/new and /category/detail/{cid}: a category's names in three languages and its place. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const cid = useParams().cid;
  const category = trpc.mixMatch.category.useQuery({ id: cid ?? '' }, { enabled: Boolean(cid), staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={CATEGORY_LIST_PATH} listTitle={t('mixMatch.categories.title')} adding={!cid} record={category}>
      {(data) => <CategoryForm key={data?.id} category={data} />}
    </RecordPage>
  );
}
