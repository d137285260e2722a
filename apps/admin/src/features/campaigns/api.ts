/**
 * The newsletter campaigns' requests and TanStack Query hooks (owner only, decision 059): the list,
 * one campaign (polled while its mails are leaving), create, change from a version (a 409 carries
 * the campaign as it is now), delete, the test to the owner and the send.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  type Campaign,
  CampaignConflictSchema,
  type CampaignCreate,
  CampaignListSchema,
  CampaignSchema,
  CampaignTestAnswerSchema,
} from '@wegweiser/contracts';
import { PAGE_SIZE_MAX } from '@wegweiser/contracts/constants';
import { useApi } from '../../shared/api/api-provider';

export type { Campaign };

const BASE = '/admin/campaigns/';
const itemPath = (id: string) => `${BASE}${encodeURIComponent(id)}/`;

export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  list: (page: number) => ['admin', 'campaigns', 'list', page] as const,
  item: (id: string) => ['admin', 'campaigns', 'item', id] as const,
};

/** How often a campaign being sent is asked again: often while mails leave, rarely while held. */
export const POLL_MS = { leaving: 2_000, held: 15_000 } as const;

/** Whether some of the campaign's mails are still on their way (queued or not yet all queued). */
export const isLeaving = (campaign: Campaign) =>
  campaign.status === 'sending' && (campaign.queued_at === null || campaign.progress.queued > 0);

/** The newest campaigns (a newsletter a week is 52 a year: the newest page is what matters). */
export const CAMPAIGNS_SHOWN = PAGE_SIZE_MAX;

export function useCampaigns() {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.list(1),
    queryFn: async () =>
      CampaignListSchema.parse(await api.get(BASE, { query: { page_size: String(CAMPAIGNS_SHOWN) } })),
    refetchInterval: (query) => (query.state.data?.results.some(isLeaving) ? POLL_MS.leaving : false),
  });
}

export function useCampaign(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.item(id ?? ''),
    enabled: id !== null,
    queryFn: async () => CampaignSchema.parse(await api.get(itemPath(id ?? ''))),
    refetchInterval: (query) => {
      const campaign = query.state.data;
      if (campaign?.status !== 'sending') return false;
      return isLeaving(campaign) ? POLL_MS.leaving : POLL_MS.held;
    },
  });
}

/** The campaign as it is now, from a 409 (someone changed it, or it is no draft any more). */
export function conflictOf(error: unknown): Campaign | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = CampaignConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function useCampaignMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const stored = (campaign: Campaign) => {
    queryClient.setQueryData(campaignKeys.item(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all, 'list'] });
    return campaign;
  };
  return {
    create: useMutation({
      mutationFn: async (values: CampaignCreate) => CampaignSchema.parse(await api.post(BASE, values)),
      onSuccess: stored,
    }),
    save: useMutation({
      mutationFn: async ({ id, values, version }: { id: string; values: CampaignCreate; version: number }) =>
        CampaignSchema.parse(await api.patch(itemPath(id), { ...values, version })),
      onSuccess: stored,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        await api.delete(itemPath(id));
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    }),
    test: useMutation({
      mutationFn: async (id: string) =>
        CampaignTestAnswerSchema.parse(await api.post(`${itemPath(id)}test/`, {})),
    }),
    send: useMutation({
      mutationFn: async (id: string) => CampaignSchema.parse(await api.post(`${itemPath(id)}send/`, {})),
      onSuccess: stored,
    }),
  };
}
