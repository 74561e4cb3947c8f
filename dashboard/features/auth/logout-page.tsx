import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';

/** Ends the session on the server, forgets it here, and tells other tabs. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { forget } = useSession();
  const signOut = trpc.auth.signOut.useMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut.mutateAsync().catch(() => undefined).finally(() => {
      forget(true);
      navigate('/login', { replace: true });
    });
  }, [signOut, forget, navigate]);
  return (
    <Center h={200}>
      <Loader />
    </Center>
  );
}
