import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SUGGESTION_KIND_LABELS, SUGGESTION_STATE_LABELS } from '../contracts/contributions.js';
import { OnDomainEvent, type DomainEventPayloads } from '../events/index.js';
import { MailService, mailTemplates } from '../mail/index.js';
import { SuggestionsRepository, type SuggestionWithNames } from './suggestions.repository.js';

/** The visitor's own list, where every state is shown (the client's /account/contributions page). */
export const CONTRIBUTIONS_PATH = '/account/contributions';

/** "New place "Bridge" for Amélie", "Correction of "Café des 2 Moulins" (Amélie)". */
export function suggestionSummary(row: SuggestionWithNames): string {
  const kind = SUGGESTION_KIND_LABELS[row.kind].toLowerCase();
  const name = row.proposed?.name ?? row.place_name;
  return name ? `${kind} "${name}" for ${row.movie_title}` : `${kind} for ${row.movie_title}`;
}

function outcomeOf(row: SuggestionWithNames): string {
  const state = SUGGESTION_STATE_LABELS[row.state];
  if (row.state === 'declined') return `${state}. The editor's reason: ${row.decline_reason ?? ''}`;
  return row.place_name ? `${state}: "${row.place_name}" on ReelAtlas carries your credit.` : `${state}.`;
}

/**
 * Mails the visitor when an editor decides their suggestion. It runs from the job queue after the
 * decision committed (`suggestion.decided`), reads the state as it is then, and sends nothing for
 * a suggestion gone meanwhile (its account deleted). A delivery failure throws, and the queue retries.
 */
@Injectable()
export class SuggestionMailHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SuggestionsRepository,
    private readonly mail: MailService,
  ) {}

  @OnDomainEvent('suggestion.decided', { name: 'contributions.mail-decision' })
  async send({ suggestionId }: DomainEventPayloads['suggestion.decided']): Promise<void> {
    const row = await this.repository.recipientOf(suggestionId);
    if (!row || row.state === 'pending') return;
    const link = new URL(CONTRIBUTIONS_PATH, this.config.appUrl).toString();
    await this.mail.send(mailTemplates.suggestionDecided(row.email, suggestionSummary(row), outcomeOf(row), link));
  }
}
