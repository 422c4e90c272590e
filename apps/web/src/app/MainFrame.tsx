/**
 * The frame of signed-in pages (menu, user menu, the candidate's chat button): loaded with the
 * first such page, not with the sign-in page (issue 15 §4; router.tsx).
 */
import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { isStaffRole } from '@admissao/domain';
import { AppFrame } from '../components/layouts/AppFrame';
import { UserMenu } from '../features/account';
import { CandidateChatButton, useChatUnread } from '../features/conversation';
import { usePermissions } from '../lib/permissions';
import { useDisplayPrefs } from '../lib/preferences';
import { useSession } from '../lib/session';
import { menuFor } from './menus';

/** The candidate's display preferences apply to the candidate area only. */
function CandidateArea({ children }: { children: ReactNode }) {
  const prefs = useDisplayPrefs();
  return (
    <div
      className="candidate-area"
      data-font-size={prefs.fontSize}
      data-text-case={prefs.textCase}
      data-box-shadow={prefs.boxShadow}
    >
      {children}
    </div>
  );
}

function Frame() {
  const session = useSession();
  const { data: permissions } = usePermissions();
  const staff = isStaffRole(session.user?.PERMISSAO);
  const logoClient = session.client ?? session.candidate;
  const unreadChats = useChatUnread();
  return (
    <AppFrame
      client={logoClient}
      menu={menuFor(session, permissions, unreadChats)}
      userMenu={
        staff ? (
          <UserMenu />
        ) : (
          // 'Fale com o RH' on every candidate page (decision 049)
          <Group gap="sm" wrap="nowrap">
            <CandidateChatButton />
            <UserMenu />
          </Group>
        )
      }
    >
      {staff ? <Outlet /> : <CandidateArea>{<Outlet />}</CandidateArea>}
    </AppFrame>
  );
}

export const MainFrameRoute = () => <Frame />;
