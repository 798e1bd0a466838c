import { useState } from 'react';
import { SUGGESTION_TEXT } from '@contracts/contributions';
import { TextAreaField } from '@/components/admin/fields';
import { DecisionButtons } from './DecisionButtons';

const { min, max } = SUGGESTION_TEXT.declineReason;

/** Decline needs a reason: the visitor reads it on their account page and in the mail. */
export function DeclineForm({
  onDecline,
  onCancel,
}: {
  onDecline: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = reason.trim();
    if (text.length < min)
      return setError(text ? `The reason must be at least ${min} characters` : 'Please give the visitor a reason');
    if (text.length > max) return setError(`The reason must be at most ${max} characters`);
    setError(undefined);
    setBusy(true);
    await onDecline(text).finally(() => setBusy(false));
  };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Reason for the visitor"
        hint="Shown on their account page and mailed to them"
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <DecisionButtons label="Decline Suggestion" busyLabel="Declining..." busy={busy} danger onCancel={onCancel} />
    </form>
  );
}
