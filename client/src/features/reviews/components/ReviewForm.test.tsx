import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@contracts';
import { ReviewForm } from './ReviewForm';

const existing: Review = {
  id: 'r1',
  location_id: 'l1',
  user_id: 'u1',
  author: 'ada',
  rating: 4,
  content: 'Climbed the steps at dawn, worth it.',
  visited_at: '2024-05-01',
  created_at: '2024-05-02T10:00:00.000Z',
  updated_at: '2024-05-02T10:00:00.000Z',
};

const submitButton = () => screen.getByRole('button', { name: /Submit Review|Update Review/ });

describe('ReviewForm', () => {
  it('asks for a rating, a visit date and the review text (SPEC §5)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ReviewForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(screen.getByText('Please enter when you visited')).toBeInTheDocument();
    expect(screen.getByText('Please enter your review')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants at least 10 characters of review (SPEC §5)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ReviewForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText('Your review'), 'Too short');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Review must be at least 10 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars, date and trimmed text once everything is valid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<ReviewForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('When did you visit?'), { target: { value: '2024-05-01' } });
    await user.type(screen.getByLabelText('Your review'), '  The fountain looks just like the film.  ');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 5,
      visited_at: '2024-05-01',
      content: 'The fountain looks just like the film.',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts from the review being edited (SPEC §4 editing mode)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ReviewForm review={existing} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue(existing.content);
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ rating: 4, visited_at: '2024-05-01', content: existing.content }),
    );
  });

  it('leaves the form on Cancel without submitting', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    render(<ReviewForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
