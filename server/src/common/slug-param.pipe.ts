import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug that cannot exist is answered like one that does not: 404, never a query.
 * The `what` label makes the message useful ("Movie not found").
 */
@Injectable()
export class SlugParamPipe implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || value.length > 200 || !SLUG.test(value)) {
      throw new NotFoundException(`${this.what} not found`);
    }
    return value;
  }
}
