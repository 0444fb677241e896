// The brand's name of an agent level (POST /arks/web/agent-level-rename { site_id }), loaded when
// member_type is not 1 (spec 02 §2). A minimal stand-in on the reports branch: the frame's branch
// owns this hook (the lead keeps that one); same path and signature.
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, useStore, type AgentLevelRename } from '@croupier/shared';
import { agentKeys } from '../query-keys.js';

export function useLevelName(): (level: number) => string {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  const memberType = useStore(stores.session, (s) => s.member_type);
  const names = useQuery({
    ...queryOptions({
      queryKey: agentKeys.levelNames(siteId, language),
      queryFn: async () => expectSuccess(await api.post<AgentLevelRename>('/arks/web/agent-level-rename', { site_id: siteId })),
      staleTime: Infinity,
    }),
    enabled: memberType !== 1,
  });
  return useCallback((level: number) => names.data?.detail.find((d) => d.agent_level === level)?.name ?? String(level), [names.data]);
}
