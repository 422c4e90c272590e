import { useEffect } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MSG, type UserUpdateOutput } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { getStatesQueryOptions } from '../../lib/queries/reference-lists';
import { updateUser, useSession } from '../../lib/session';
import { getUserDataQueryOptions, updateUserData, useRefreshUserData } from './api/user-data';
import { UserDataForm } from './UserDataForm';

/** Staff own-data dialog: POST /user to load, PATCH /user to save. */
export function UserDataDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const refreshUserData = useRefreshUserData();
  const codUsuario = user?.CODUSUARIO ?? 0;
  const data = useQuery(getUserDataQueryOptions(codUsuario, opened && Boolean(codUsuario)));
  const states = useQuery({ ...getStatesQueryOptions(), enabled: opened });

  useEffect(() => {
    if (!data.isError) return;
    notifyError(MSG.userLoadError, isApiError(data.error) ? data.error.message : undefined);
    onClose();
  }, [data.isError, data.error, onClose]);

  const save = async (values: UserUpdateOutput) => {
    try {
      await updateUserData({ ...values, CODUSUARIO: codUsuario });
      notifySuccess(MSG.userUpdated);
      updateUser({ NOMEUSUARIO: values.NOMEUSUARIO });
      await refreshUserData();
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
