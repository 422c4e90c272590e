import { useEffect } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { updateUser, useSession } from '../../lib/session';
import { fetchStates, fetchUserData, updateUserData } from './api';
import { UserDataForm } from './UserDataForm';

/** Staff own-data dialog: POST /user to load, PATCH /user to save. */
export function UserDataDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const codUsuario = user?.CODUSUARIO ?? 0;
  const data = useQuery({
    queryKey: ['userData', codUsuario],
    queryFn: () => fetchUserData(codUsuario),
    enabled: opened && Boolean(codUsuario),
    retry: false,
    gcTime: 0,
  });
  const states = useQuery({
    queryKey: ['states'],
    queryFn: fetchStates,
    enabled: opened,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!data.isError) return;
    notifyError(MSG.userLoadError, isApiError(data.error) ? data.error.message : undefined);
    onClose();
  }, [data.isError, data.error, onClose]);

  const save = async (values: Record<string, unknown>) => {
    try {
      await updateUserData({ ...values, CODUSUARIO: codUsuario });
      notifySuccess(MSG.userUpdated);
      if (typeof values.NOMEUSUARIO === 'string') updateUser({ NOMEUSUARIO: values.NOMEUSUARIO });
      await queryClient.invalidateQueries({ queryKey: ['userData', codUsuario] });
      onClose();
    } catch (e) {
      notifyError(MSG.userUpdateError, isApiError(e) ? e.messages : undefined);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Meus dados" size="lg" centered>
      {data.data ? (
        <UserDataForm data={data.data} states={states.data ?? []} onSubmit={save} onCancel={onClose} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Carregando dados" />
        </Center>
      )}
    </Modal>
  );
}
