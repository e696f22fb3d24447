import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTENT, type ContactContent } from 'shared-contracts';
import { connectionStore } from 'shared-contracts/client';
import { useStore } from 'zustand';
import { contactContentQueryOptions } from '../api/get-contact-content';

/**
 * Contact details for the footer and the JSON-LD. Offline nothing is fetched (spec section 4); offline, while loading
 * and on failure the built-in contact content is used, so the footer never shows an empty block.
 */
export function useContactContent(): ContactContent {
  const offline = useStore(connectionStore, (state) => state.status === 'offline');
  const query = useQuery({ ...contactContentQueryOptions(), enabled: !offline });
  if (offline || !query.data) return DEFAULT_CONTENT.contact;
  return query.data;
}
