import { Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useStore } from 'zustand';
import { INQUIRY_UNASSIGNED, isCalendarDate, MESSAGES, type AdminInquiry } from 'shared-contracts';
import { authStore } from 'web-kit';
import { useSetFollowUp } from '../api/set-follow-up';

const m = MESSAGES.inquiry;
const ASSIGNEE_ID = 'inquiry-details-assignee';
const FOLLOW_UP_ID = 'inquiry-details-follow-up';

/**
 * Who follows the inquiry up and on which day (issue 32), saved as soon as either changes. Staff assign to
 * themselves (or keep the colleague it was assigned to) or leave it unassigned.
 */
export function FollowUpFields({ inquiry }: { inquiry: AdminInquiry }) {
  const me = useStore(authStore, (state) => state.user?.email ?? undefined)?.toLowerCase();
  const save = useSetFollowUp();
  // What this dialog last saved: the inquiry prop catches up only when the inbox refetches, and a second change made
  // before that must not send the first one's old value back.
  const [saved, setSaved] = useState({
    assigneeEmail: inquiry.assigneeEmail ?? null,
    followUpOn: inquiry.followUpOn ?? null,
  });
  const assignee = saved.assigneeEmail;
  const options = [
    { value: INQUIRY_UNASSIGNED, label: m.unassigned },
    ...(me ? [{ value: me, label: m.assignedToMe(me) }] : []),
    ...(assignee && assignee !== me ? [{ value: assignee, label: assignee }] : []),
  ];
  const update = (next: { assigneeEmail?: string | null; followUpOn?: string | null }) => {
    const wanted = { ...saved, ...next };
    setSaved(wanted);
    save.mutate({ id: inquiry.id, ...wanted });
  };
  // The date is saved when the field is left: a date being typed is empty until it is whole.
  const [day, setDay] = useState(saved.followUpOn ?? '');
  const saveDay = () => {
    const next = isCalendarDate(day) ? day : null;
    if (next !== saved.followUpOn) update({ followUpOn: next });
  };

  return (
    <Flex gap="middle" wrap>
      <div>
        <label htmlFor={ASSIGNEE_ID} style={{ display: 'block', marginBottom: 4 }}>
          {m.assignedTo}
        </label>
        <Select<string>
          id={ASSIGNEE_ID}
          value={assignee ?? INQUIRY_UNASSIGNED}
          options={options}
          onChange={(value) => update({ assigneeEmail: value === INQUIRY_UNASSIGNED ? null : value })}
          loading={save.isPending}
          style={{ width: 260, maxWidth: '100%' }}
        />
      </div>
      <div>
        <label htmlFor={FOLLOW_UP_ID} style={{ display: 'block', marginBottom: 4 }}>
          {m.followUpOn}
        </label>
        <Input
          id={FOLLOW_UP_ID}
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          onBlur={saveDay}
          onPressEnter={saveDay}
          disabled={save.isPending}
          style={{ width: 180 }}
        />
      </div>
    </Flex>
  );
}
