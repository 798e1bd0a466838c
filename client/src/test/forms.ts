import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from './server';

/** Types each value into the field of that label (empty ones left untouched), then presses the button. */
export async function fillAndSubmit(values: Record<string, string | undefined>, button: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
}

/** Answers POSTs to `path` with `answer` and keeps the last JSON body sent there, to check what the form sent. */
export function capturePost(path: string, answer: () => Response) {
  const sent: { body?: unknown } = {};
  server.use(
    http.post(path, async ({ request }) => {
      sent.body = await request.json();
      return answer();
    }),
  );
  return sent;
}
