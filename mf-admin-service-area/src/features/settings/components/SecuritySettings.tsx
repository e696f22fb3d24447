import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'antd';
import { MESSAGES, passwordChangeSchema, type PasswordChange } from 'shared-contracts';
import { toast } from 'web-kit';
import { TextField } from 'web-kit/admin-form';
import { changePassword, PasswordChangeError } from 'web-kit/firebase-session';

const m = MESSAGES.settings;
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings > Security: the mismatch and length rules are checked here; Firebase Auth then re-authenticates with the
 * current password and sets the new one. A wrong current password or a password its policy refuses shows under
 * the field concerned.
 */
export function SecuritySettings() {
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await changePassword(currentPassword, newPassword);
      form.reset(EMPTY);
      setDone(true);
      toast({ title: m.passwordUpdated });
    } catch (error) {
      if (error instanceof PasswordChangeError && error.field) {
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(error instanceof Error ? error.message : m.passwordUpdateFailed);
      }
    }
  });

  return (
    <Form layout="vertical" component="form" style={{ maxWidth: 480 }} onFinish={() => void submit()}>
      {done && <Alert type="success" showIcon title={m.passwordUpdated} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <TextField control={form.control} name="currentPassword" label={m.currentPassword} type="password" autoComplete="current-password" />
      <TextField control={form.control} name="newPassword" label={m.newPassword} type="password" autoComplete="new-password" />
      <TextField control={form.control} name="confirmPassword" label={m.confirmPassword} type="password" autoComplete="new-password" />
      <Button type="primary" htmlType="submit" loading={busy}>
        {busy ? m.updatingPassword : m.updatePassword}
      </Button>
    </Form>
  );
}
