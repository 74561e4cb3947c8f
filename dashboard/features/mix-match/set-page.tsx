import { useRef } from 'react';
import { Button, Card, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZMixMatchInput, type TMixMatch } from '../../../core/mix-match/schema.ts';
import { stockShortfall } from '../../../core/mix-match/stock-rules.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { SET_LIST_PATH } from './paths.ts';
import { SelectionEditor } from './selection-editor.tsx';
import { SetPictureInput } from './set-picture-input.tsx';
import { BLANK_SET, blankSelection, formValuesOf, toSetInput, type SetFormValues } from './set-form-values.ts';
import { translateMessage } from '../../i18n/messages.ts';

const LANGUAGES = ['En', 'Cn', 'Bm'] as const;

/** Core's schema and stock rule on the values as they will be sent, as form errors by field. */
function validate(values: SetFormValues, saved: Map<string, Set<string>>): Record<string, string> {
  const input = toSetInput(values);
  const errors = zodErrors(ZMixMatchInput.safeParse(input));
  const shortfall = stockShortfall(
    input.selections.map((s) => ({ id: s.id, requiredQty: s.requiredQty ?? 0, products: (s.products ?? []).map((p) => ({ id: p.id, stock: p.stock ?? 0 })) })),
    saved,
  );
  if (shortfall?.field) errors[shortfall.field] ??= translateMessage(shortfall.message);
  return errors;
}

function SetForm({ set }: { set: TMixMatch | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const categories = trpc.mixMatch.categoryOptions.useQuery();
  const create = trpc.mixMatch.create.useMutation();
  const update = trpc.mixMatch.update.useMutation();
  const saved = new Map(set?.selections.map((s) => [s.id, new Set(s.products.map((p) => p.id))]));
  const newKeys = useRef(1);
  const form = useScreenForm<SetFormValues>({ initialValues: set ? formValuesOf(set) : BLANK_SET, validate: (values) => validate(values, saved) });
  const values = form.getValues();
  const submit = form.onSubmit(async (formValues) => {
    const input = ZMixMatchInput.parse(toSetInput(formValues));
    try {
      const result = set ? await update.mutateAsync({ id: set.id, set: input }) : await create.mutateAsync(input);
      showSuccess(t('mixMatch.saved', { name: result.nameEn }));
      await utils.mixMatch.invalidate();
      void navigate(SET_LIST_PATH);
    } catch (error) {
      showFormError(form, error, set ? 'set.' : '');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="mix-match-form">
      <Stack>
        <Card withBorder>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {LANGUAGES.map((lang) => (
                <TextInput
                  key={lang}
                  label={t(`mixMatch.name${lang}`)}
                  withAsterisk={lang === 'En'}
                  {...form.getInputProps(`name${lang}`)}
                  data-testid={lang === 'En' ? 'set-name' : undefined}
                />
              ))}
              {LANGUAGES.map((lang) => (
                <Textarea key={lang} label={t(`mixMatch.description${lang}`)} autosize minRows={2} {...form.getInputProps(`description${lang}`)} />
              ))}
            </SimpleGrid>
            <SetPictureInput
              src={values.imageUrl}
              error={form.errors.imageId}
              onUploaded={(imageId, preview) => form.setValues({ imageId, imageUrl: preview })}
            />
            <MultiSelect
              label={t('mixMatch.categories.title')}
              withAsterisk
              searchable
              data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.nameEn }))}
              {...form.getInputProps('categoryIds')}
              data-testid="set-categories"
            />
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <MoneyInput label={t('mixMatch.price')} withAsterisk {...form.getInputProps('priceSen')} data-testid="set-price" />
              <NumberInput label={t('mixMatch.stock')} withAsterisk min={0} allowDecimal={false} {...form.getInputProps('stock')} data-testid="set-stock" />
              <NumberInput label={t('mixMatch.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
              <Switch label={t('mixMatch.visible')} mt="xl" {...form.getInputProps('active', { type: 'checkbox' })} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="space-between">
          <Title order={3}>{t('mixMatch.selections')}</Title>
          {canEdit && (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('selections', blankSelection(`new-${newKeys.current++}`))} data-testid="add-selection">
              {t('mixMatch.selection.add')}
            </Button>
          )}
        </Group>
        {form.errors.selections && <Text c="red">{form.errors.selections}</Text>}
        {values.selections.map((selection, index) => (
          <SelectionEditor key={selection.key} form={form} index={index} onRemove={() => form.removeListItem('selections', index)} />
        ))}
        <SaveActions saving={create.isPending || update.isPending} cancelTo={SET_LIST_PATH} />
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/mix-and-match/new and /details/{mid}: a set's every field, its selections and their products. */
export default function SetPage() {
  const { t } = useTranslation();
  const mid = useParams().mid;
  const set = trpc.mixMatch.get.useQuery({ id: mid ?? '' }, { enabled: Boolean(mid), staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={SET_LIST_PATH} listTitle={t('mixMatch.title')} adding={!mid} record={set}>
      {(data) => <SetForm key={data?.id} set={data} />}
    </RecordPage>
  );
}
