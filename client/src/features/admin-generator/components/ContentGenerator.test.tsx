import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Generation, GeneratorConfig } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { ContentGenerator } from './ContentGenerator';

const config = (remaining: number, daily = 500_000): GeneratorConfig => ({
  configured: true,
  model: 'gpt-4o',
  rate_per_minute: 10,
  budget: {
    daily_tokens: daily,
    used_tokens: daily - remaining,
    remaining_tokens: remaining,
    resets_at: '2030-01-02T00:00:00.000Z',
  },
});

const generation = (changes: Partial<Generation>): Generation => ({
  id: 'g1',
  input: { title: 'Heat', year: null, director: null },
  requested_by: 'admin@example.com',
  status: 'queued',
  step: 'queued',
  model: 'gpt-4o',
  tokens_in: null,
  tokens_out: null,
  duration_ms: null,
  error: null,
  restarts: 0,
  draft: null,
  saved_movie_id: null,
  created_at: '2030-01-01T10:00:00.000Z',
  ...changes,
});

function answer(generatorConfig: GeneratorConfig, history: Generation[] = []) {
  server.use(
    http.get('/api/admin/generations/config', () => HttpResponse.json(generatorConfig)),
    http.get('/api/admin/generations', () => HttpResponse.json(history)),
  );
}

async function requestGeneration(title = 'Heat') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Movie Title'), title);
  await user.click(screen.getByRole('button', { name: 'Generate Content' }));
}

describe(ContentGenerator.name, () => {
  it("shows what is left of today's token budget and the admin's rate", async () => {
    answer(config(412_300));
    renderApp(<ContentGenerator />);
    expect(await screen.findByText(/of 500,000 tokens left \(renews at midnight UTC\)/)).toBeInTheDocument();
    expect(screen.getByText('412,300')).toBeInTheDocument();
    expect(screen.getByText(/Up to 10 generations a minute each/)).toBeInTheDocument();
  });

  it('says the budget is used up and keeps Generate Content disabled', async () => {
    answer(config(0));
    renderApp(<ContentGenerator />);
    expect(
      await screen.findByText("Today's token budget of 500,000 is used up; it renews at midnight UTC."),
    ).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Movie Title'), 'Heat');
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeDisabled();
  });

  it("shows the server's reason when a generation is refused for its cost (429)", async () => {
    answer(config(412_300));
    const message = 'You can start 10 generations a minute. Nothing was queued: try again in 42 s.';
    server.use(http.post('/api/admin/generations', () => HttpResponse.json({ message }, { status: 429 })));
    renderApp(<ContentGenerator />);
    await screen.findByText('412,300');
    await requestGeneration();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when a generation runs again because its worker stopped, and why one failed', async () => {
    const requeued = 'Its worker stopped while it ran (the process ended), so it was queued again.';
    answer(config(412_300), [generation({ id: 'g0', status: 'failed', step: 'failed', restarts: 1, error: 'Lost' })]);
    server.use(
      http.post('/api/admin/generations', () => HttpResponse.json(generation({}), { status: 202 })),
      http.get('/api/admin/generations/g1', () =>
        HttpResponse.json(generation({ status: 'queued', step: 'queued', restarts: 1, error: requeued })),
      ),
    );
    renderApp(<ContentGenerator />);
    expect(await screen.findByText(/failed \(re-run: its worker stopped\)/)).toBeInTheDocument();
    await requestGeneration();
    expect(await screen.findByText(`Trying again: ${requeued}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Queued'));
  });
});
