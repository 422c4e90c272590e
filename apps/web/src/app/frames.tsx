import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { isStaffRole } from '@admissao/domain';
import { AppFrame } from '../components/layouts/AppFrame';
import { MinimalFrame } from '../components/layouts/MinimalFrame';
import { PrintFrame } from '../components/layouts/PrintFrame';
import { StatusLegend } from '../components/layouts/StatusLegend';
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

function Frame({ legend }: { legend: boolean }) {
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
      banner={legend ? <StatusLegend /> : undefined}
    >
      {staff ? <Outlet /> : <CandidateArea>{<Outlet />}</CandidateArea>}
    </AppFrame>
  );
}

export const MainFrameRoute = () => <Frame legend={false} />;
export const LegendFrameRoute = () => <Frame legend />;

export function MinimalFrameRoute() {
  const session = useSession();
  return (
    <MinimalFrame client={session.client ?? session.candidate}>
      <Outlet />
    </MinimalFrame>
  );
}

export const PrintFrameRoute = () => (
  <PrintFrame>
    <Outlet />
  </PrintFrame>
);
