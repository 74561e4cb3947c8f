import { useState } from 'react';
import { Button, Card, Group, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_RECIPIENTS_PER_KIND, type TRecipientKind } from '../../../core/account/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

interface Group {
  kind: TRecipientKind;
  emails: string[];
  showAtWebsite: boolean;
}

function RecipientRow({ group }: { group: Group }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [emails, setEmails] = useState(group.emails);
  const [show, setShow] = useState(group.showAtWebsite);
  const save = trpc.account.updateRecipients.useMutation({
    onSuccess: (info) => {
      utils.account.information.setData(undefined, info);
      showSuccess(t('account.recipientsSaved'));
    },
    onError: showError,
  });
  const changed = show !== group.showAtWebsite || emails.join() !== group.emails.join();
  return (
    <Group align="flex-end" data-kind={group.kind}>
      <TagsInput
        flex="1 1 16rem"
        label={t(`account.recipientKinds.${group.kind}`)}
        placeholder={t('account.addEmail')}
        value={emails}
        onChange={setEmails}
        maxTags={MAX_RECIPIENTS_PER_KIND}
        splitChars={[',', ' ', ';']}
      />
      <Switch label={t('account.showAtWebsite')} checked={show} onChange={(e) => setShow(e.currentTarget.checked)} mb={8} />
      <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ kind: group.kind, emails, showAtWebsite: show })}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

/** Who receives the website's inquiry, e-commerce and career e-mails, and whether the address shows on the website. */
export function RecipientsCard({ groups }: { groups: Group[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={4}>{t('account.recipients')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.recipientsHint')}
      </Text>
      <Stack>
        {groups.map((g) => (
          <RecipientRow key={`${g.kind}:${g.emails.join()}:${g.showAtWebsite}`} group={g} />
        ))}
      </Stack>
    </Card>
  );
}
