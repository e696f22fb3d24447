import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useStore } from 'zustand';
import { MESSAGES } from 'shared-contracts';
import { authStore } from 'web-kit';
import { healthQueries } from 'web-kit/queries';
import { idTokenQueries } from '../api/id-token-queries';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shows who is signed in, whether an ID token can be retrieved, and what GET /api/admin/health answers with it. */
export function AuthTestPanel() {
  const user = useStore(authStore, (state) => state.user);
  const uid = user?.uid ?? null;
  const token = useQuery(idTokenQueries.token(uid));
  const health = useQuery(healthQueries.admin(uid));

  const tokenText = token.isPending
    ? MESSAGES.dashboard.loading
    : token.isError
      ? MESSAGES.dashboard.tokenFailed(errorText(token.error))
      : token.data
        ? MESSAGES.dashboard.tokenOk(token.data.length)
        : MESSAGES.dashboard.tokenMissing;

  return (
    <Card title={MESSAGES.dashboard.authPanelTitle} className="dashboard-auth-panel">
      <Descriptions
        column={1}
        items={[
          { key: 'user', label: MESSAGES.dashboard.signedInAs, children: user?.email ?? '-' },
          { key: 'token', label: MESSAGES.dashboard.tokenLabel, children: tokenText },
          {
            key: 'health',
            label: MESSAGES.dashboard.healthLabel,
            children: (
              <pre className="dashboard-auth-panel__json" data-testid="admin-health-result">
                {health.isPending
                  ? MESSAGES.dashboard.loading
                  : health.isError
                    ? errorText(health.error)
                    : JSON.stringify(health.data, null, 2)}
              </pre>
            ),
          },
        ]}
      />
    </Card>
  );
}
