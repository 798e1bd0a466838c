import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { GenerationInput } from '../contracts/generation.js';
import {
  ContentModel,
  PermanentModelError,
  buildPrompt,
  replySchema,
  strictReplySchema,
  type ModelReply,
} from './content-model.js';

export interface OpenAiOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

const SYSTEM = 'You are a film researcher. Answer with one JSON object only.';

/**
 * The openai SDK adapter (server only: the key never leaves this process). Chat Completions with a
 * strict JSON schema; an OpenAI-compatible server that refuses json_schema (400) gets json_object
 * with the schema in the prompt. One repair turn for an invalid reply. The SDK retries once
 * (429 with retry-after, 5xx, timeouts); the queue's attempts and backoff do the rest.
 */
export class OpenAiContentModel extends ContentModel {
  readonly configured: boolean;
  readonly model: string;
  private readonly client?: OpenAI;
  private readonly timeoutMs: number;

  constructor(options: OpenAiOptions) {
    super();
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    this.configured = !!options.apiKey;
    if (options.apiKey) {
      this.client = new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeout: options.timeoutMs,
        maxRetries: 1,
      });
    }
  }

  async generate(input: GenerationInput, onUsage?: (tokens: number) => Promise<void>): Promise<ModelReply> {
    if (!this.client) throw new PermanentModelError('Generation is not configured (OPENAI_API_KEY is not set)');
    const usage = { in: 0, out: 0 };
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: buildPrompt(input) },
    ];
    let jsonSchemaSupported = true;
    for (let turn = 0; ; turn++) {
      let completion: ChatCompletion;
      try {
        completion = await this.complete(messages, jsonSchemaSupported);
      } catch (error) {
        if (jsonSchemaSupported && error instanceof OpenAI.BadRequestError) {
          jsonSchemaSupported = false;
          messages[0] = {
            role: 'system',
            content: `${SYSTEM}\nThe JSON must follow this JSON Schema:\n${JSON.stringify(z.toJSONSchema(strictReplySchema))}`,
          };
          completion = await this.complete(messages, false);
        } else throw classify(error);
      }
      usage.in += completion.usage?.prompt_tokens ?? 0;
      usage.out += completion.usage?.completion_tokens ?? 0;
      await onUsage?.((completion.usage?.prompt_tokens ?? 0) + (completion.usage?.completion_tokens ?? 0));
      const choice = completion.choices[0];
      if (!choice) throw new PermanentModelError('The model returned no answer');
      if (choice.message.refusal) throw new PermanentModelError(`The model refused: ${choice.message.refusal}`);
      if (choice.finish_reason === 'length')
        throw new PermanentModelError('The reply was cut off (too long for max tokens)');
      const text = choice.message.content ?? '';
      const problems = validate(text);
      if (typeof problems !== 'string')
        return { draft: problems, model: completion.model || this.model, tokensIn: usage.in, tokensOut: usage.out };
      if (turn >= 1) throw new PermanentModelError(`The reply was not valid after one repair: ${problems}`);
      messages.push(
        { role: 'assistant', content: text },
        {
          role: 'user',
          content: `That reply is not valid: ${problems}. Answer again with the corrected JSON object only.`,
        },
      );
    }
  }

  private async complete(messages: ChatCompletionMessageParam[], strict: boolean): Promise<ChatCompletion> {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      messages,
      response_format: strict ? zodResponseFormat(strictReplySchema, 'movie_with_locations') : { type: 'json_object' },
    };
    const started = Date.now();
    try {
      return await this.client!.chat.completions.create(params);
    } catch (error) {
      // Only the json_schema request may be refused for its format; the caller decides.
      if (strict && error instanceof OpenAI.BadRequestError) throw error;
      // The SDK recognises its own abort as a timeout only when the AbortError is of this realm
      // (not under test runners' VMs); a connection error after the whole timeout is one too.
      if (error instanceof OpenAI.APIConnectionError && Date.now() - started >= this.timeoutMs) {
        throw new Error('The model did not answer in time');
      }
      throw classify(error);
    }
  }
}

/** The parsed reply, or the validation problems in one line for the repair turn and the job's error. */
function validate(text: string): ModelReply['draft'] | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'the reply is not JSON';
  }
  const parsed = replySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return parsed.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** 4xx other than 408/409/429 will not improve with another attempt; everything else may. */
function classify(error: unknown): Error {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new Error('The model did not answer in time');
  if (
    error instanceof OpenAI.APIError &&
    error.status &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 409, 429].includes(error.status)
  ) {
    return new PermanentModelError(`The model server answered ${error.status}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
