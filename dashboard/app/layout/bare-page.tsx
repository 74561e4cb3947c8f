import { Center, Container, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu.tsx';
import { PRODUCT_TITLE } from '../../../core/platform/version.ts';

/** Screens outside the shell (sign-in, reset, 404): a card on a dark band. */
export function BarePage() {
  return (
    <Center mih="100vh" bg="dark.7" p="md">
      <Container size={460} w="100%">
        <Text c="white" fw={700} size="xl" ta="center" mb="md">
          {PRODUCT_TITLE}
        </Text>
        <Paper radius="md" p="xl" withBorder shadow="md">
          <Outlet />
        </Paper>
        <Center mt="md">
          <LanguageMenu />
        </Center>
      </Container>
    </Center>
  );
}
