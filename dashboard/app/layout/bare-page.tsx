import { Center, Container, Paper, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu.tsx';
import { useScreenTitle } from '../route-title.ts';
import { PRODUCT_TITLE } from '../../../core/platform/version.ts';

/** Screens outside the shell (sign-in, reset, 404): a card on a dark band, headed by the screen's title. */
export function BarePage() {
  const title = useScreenTitle();
  return (
    <Center mih="100vh" bg="dark.7" p="md">
      <Container size={460} w="100%">
        <Text c="white" fw={700} size="xl" ta="center" mb="md">
          {PRODUCT_TITLE}
        </Text>
        <Paper radius="md" p="xl" withBorder shadow="md">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          <Outlet />
        </Paper>
        <Center mt="md">
          <LanguageMenu />
        </Center>
      </Container>
    </Center>
  );
}
