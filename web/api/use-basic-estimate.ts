import { useQuery } from '@tanstack/react-query';
import { fetchBasicEstimate } from './estimate';

export function useBasicEstimate(domain: string | undefined) {
  return useQuery({
    queryKey: ['basic-estimate', domain],
    queryFn: ({ signal }) => fetchBasicEstimate(domain ?? '', signal),
    enabled: Boolean(domain),
  });
}
