import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { adminInquiryPath, MESSAGES, type Inquiry } from 'shared-contracts';
import { authStore, navigateTo } from 'web-kit';
import { inquiryQueries, settingsQueries } from 'web-kit/queries';

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window && Notification.permission === 'granted';

/** One desktop notification for what a poll brought: the inquiry itself, or a count when several came at once. */
function notify(fresh: Inquiry[]): void {
  const m = MESSAGES.settings;
  const [first] = fresh;
  if (!first) return;
  const single = fresh.length === 1;
  const notification = new Notification(single ? m.newInquiryAlertTitle : m.newInquiriesAlertTitle(fresh.length), {
    body: single ? m.newInquiryAlertBody(first.name, first.projectType) : fresh.map((i) => i.name).join(', '),
    // One notification per inquiry across tabs: a second open back-office tab replaces it instead of adding one.
    tag: `inquiry-${first.id}`,
  });
  notification.onclick = () => {
    window.focus();
    navigateTo(single ? adminInquiryPath(first.id) : '/admin/inquiries');
    notification.close();
  };
}

/**
 * Browser alerts of the back office: while the signed-in member's browser switch is on and the browser allows it,
 * the inquiry list is polled (in the background too, or a hidden tab would never alert) and every inquiry that was
 * not in the previous answer raises a desktop notification; clicking it opens the inquiry.
 */
export function useNewInquiryAlerts(): void {
  const uid = useStore(authStore, (state) => state.user?.uid ?? '');
  const prefs = useQuery({ ...settingsQueries.notifications(uid), enabled: uid !== '' });
  const enabled = prefs.data?.browser === true && canNotify();
  const list = useQuery({ ...inquiryQueries.list(), enabled, refetchIntervalInBackground: true });
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!enabled || !list.data) return;
    const ids = new Set(list.data.map((inquiry) => inquiry.id));
    // The first answer is the baseline: what was there before this session is not news.
    if (known.current) {
      const seen = known.current;
      const fresh = list.data.filter((inquiry) => !seen.has(inquiry.id) && inquiry.status === 'New');
      if (fresh.length > 0) notify(fresh);
    }
    known.current = ids;
  }, [enabled, list.data]);
}
